import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';

export type IconButtonVariant = 'ghost' | 'secondary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /**
   * Required: the button's accessible name, e.g. "Close" or "Delete image". There is no visible text, so without
   * it a screen reader would announce only "button". (A later version may also show it as a Tooltip.)
   */
  label: string;
  /** The picture, usually an inline SVG in `currentColor`; it is hidden from assistive technology. */
  icon: ReactNode;
  /** `ghost` (default) for toolbars and card menus, `secondary` filled teal, `danger` red for delete. */
  variant?: IconButtonVariant;
  /** `md` (44px, default) and `lg` meet the touch target; keep `sm` (36px) for dense staff tables. */
  size?: IconButtonSize;
  children?: never;
  /** Use `label`: one way to name the button, and the type makes sure it is there. */
  'aria-label'?: never;
  'aria-labelledby'?: never;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button that shows only an icon, named by its `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <Root {...rest} ref={ref} type={type} aria-label={label} data-variant={variant} data-size={size}>
      <Icon aria-hidden="true">{icon}</Icon>
    </Root>
  );
}

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  pointer-events: none;

  & > svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;

const Root = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  margin: 0;
  padding: 0;
  border: ${cssVar.borderWidth.thin} solid transparent;
  border-radius: ${cssVar.radius.md};
  background-color: transparent;
  color: ${cssVar.color.brand};
  cursor: pointer;
  touch-action: manipulation;
  transition:
    background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:focus-visible {
    ${focusRing}
  }

  &[data-size='sm'] {
    inline-size: ${cssVar.size.control.sm};
    block-size: ${cssVar.size.control.sm};
  }

  &[data-size='md'] {
    inline-size: ${cssVar.size.control.md};
    block-size: ${cssVar.size.control.md};
  }

  &[data-size='lg'] {
    inline-size: ${cssVar.size.control.lg};
    block-size: ${cssVar.size.control.lg};

    ${Icon} {
      inline-size: ${cssVar.size.icon.lg};
      block-size: ${cssVar.size.icon.lg};
    }
  }

  &[data-variant='ghost']:hover:enabled {
    background-color: ${cssVar.color.brandSubtle};
  }

  &[data-variant='secondary'] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  &[data-variant='secondary']:hover:enabled {
    background-color: ${cssVar.color.brandHover};
  }

  &[data-variant='danger'] {
    color: ${cssVar.color.danger};
  }

  &[data-variant='danger']:hover:enabled {
    background-color: ${cssVar.color.dangerSubtle};
  }

  &:disabled {
    background-color: transparent;
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
  }

  &[data-variant='secondary']:disabled {
    background-color: ${cssVar.color.surfaceMuted};
    border-color: ${cssVar.color.border};
  }
`;
