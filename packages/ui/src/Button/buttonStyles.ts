import { css } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';

/**
 * The look of a Button, for whatever element is drawn as one: Button's `<button>` and ButtonLink's `<a>`, so a
 * link to Book Appointment and the button that books cannot drift apart. Sizes and variants are read from
 * `data-size` and `data-variant`.
 */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[2]};
  max-inline-size: 100%;
  margin: 0;
  border: ${cssVar.borderWidth.thin} solid transparent;
  border-radius: ${cssVar.radius.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;
  touch-action: manipulation;
  transition:
    background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:focus-visible {
    ${focusRing}
  }

  /* Sizes */
  &[data-size='sm'] {
    min-block-size: ${cssVar.size.control.sm};
    padding: ${cssVar.space[1]} ${cssVar.space[3]};
    font-size: ${cssVar.font.size.sm};
  }

  &[data-size='md'] {
    min-block-size: ${cssVar.size.control.md};
    padding: ${cssVar.space[2]} ${cssVar.space[5]};
    font-size: ${cssVar.font.size.md};
  }

  &[data-size='lg'] {
    min-block-size: ${cssVar.size.control.lg};
    padding: ${cssVar.space[3]} ${cssVar.space[6]};
    font-size: ${cssVar.font.size.lg};
  }

  /* Variants. Hover is ":not(:disabled)", not ":enabled": an anchor is never ":enabled", so links would get no
     hover at all, while a disabled button must not look pressable. */
  &[data-variant='primary'] {
    background-color: ${cssVar.color.accent};
    color: ${cssVar.color.accentContrast};
  }

  &[data-variant='primary']:hover:not(:disabled) {
    background-color: ${cssVar.color.accentHover};
  }

  &[data-variant='secondary'] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  &[data-variant='secondary']:hover:not(:disabled) {
    background-color: ${cssVar.color.brandHover};
  }

  &[data-variant='ghost'] {
    background-color: transparent;
    color: ${cssVar.color.brand};
  }

  &[data-variant='ghost']:hover:not(:disabled) {
    background-color: ${cssVar.color.brandSubtle};
  }

  &[data-variant='danger'] {
    background-color: ${cssVar.color.surface};
    border-color: ${cssVar.color.danger};
    color: ${cssVar.color.danger};
  }

  &[data-variant='danger']:hover:not(:disabled) {
    background-color: ${cssVar.color.dangerSubtle};
  }

  &[data-variant='emergency'] {
    background-color: ${cssVar.color.emergency};
    color: ${cssVar.color.emergencyContrast};
  }

  &[data-variant='emergency']:hover:not(:disabled) {
    background-color: ${cssVar.color.emergencyHover};
  }
`;
