import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { Link } from '../../Link/index.ts';
import { cssVar } from '../../theme/cssVar.ts';

export const SIGN_IN_TO_EDIT = 'Sign in to edit';

export interface SignInToEditProps extends ComponentPropsWithoutRef<'p'> {
  /** The admin sign-in page; drawn by the app's router link (see `LinkProvider`). */
  href?: string;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * Why the controls that change project data are disabled, and where to go: reading needs no sign-in, but only
 * a signed-in admin may change the hospital's records.
 */
export function SignInToEdit({ href = '/admin/login', ref, ...rest }: SignInToEditProps) {
  return (
    <Root {...rest} ref={ref}>
      <LockIcon />
      <span>
        Viewing only. <Link href={href}>{SIGN_IN_TO_EDIT}</Link>
      </span>
    </Root>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.75">
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}

const Root = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};

  svg {
    flex: none;
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
  }

  a {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;
