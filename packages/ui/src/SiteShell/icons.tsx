import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { lineIcon } from '../theme/mixins.ts';

/** The hospital's mark: a white cross on a rounded brand-teal square (the favicon draws the same). */
export function HospitalMark() {
  return (
    <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" />
      <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" />
    </Mark>
  );
}

export function Chevron() {
  return (
    <ChevronSvg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" />
    </ChevronSvg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <IconSvg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </IconSvg>
  );
}

const Mark = styled.svg`
  flex: none;
  inline-size: 2rem;
  block-size: 2rem;

  rect {
    fill: ${cssVar.color.brand};
  }

  path {
    fill: ${cssVar.color.brandContrast};
  }
`;

const IconSvg = styled.svg`
  ${lineIcon(cssVar.size.icon.lg)}
`;

const ChevronSvg = styled.svg`
  ${lineIcon(cssVar.size.icon.sm)}
  margin-inline-start: auto;
  transition: transform ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;
