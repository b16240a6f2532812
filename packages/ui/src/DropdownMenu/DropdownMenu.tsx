import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef, ReactElement, Ref } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { theme } from '../theme/theme.ts';

/** Radix positions in pixels; the gap between trigger and menu is the `space[1]` token at the 16px root. */
const OFFSET_PX = parseFloat(theme.space[1]) * 16;
const COLLISION_PADDING_PX = parseFloat(theme.space[2]) * 16;

export interface DropdownMenuProps extends ComponentPropsWithoutRef<'div'> {
  /** The menu button: our `Button` (or `IconButton` with an `aria-label`). It gets `aria-haspopup` and `aria-expanded`. */
  trigger: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the menu lines up with; `end` suits a row menu at the right of a table. */
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  ref?: Ref<HTMLDivElement>;
}

/**
 * The menu-button pattern on Radix: Enter, Space or ArrowDown on the trigger opens the menu on its first item,
 * arrows move (disabled items are skipped), typing a letter jumps, Escape closes and focus returns to the
 * trigger. Items call `onSelect`. Use it for actions; for choosing a value in a form use a select.
 */
export function DropdownMenu({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  align = 'start',
  side = 'bottom',
  children,
  ref,
  ...rest
}: DropdownMenuProps) {
  const rootProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  return (
    // Not modal: the menu-button pattern leaves the page alone (Radix's modal mode hides the trigger itself from
    // screen readers with aria-hidden while it says "expanded"); Escape, Tab, a click outside or a choice close it.
    <RadixMenu.Root {...rootProps} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content
          {...rest}
          ref={ref}
          align={align}
          side={side}
          sideOffset={OFFSET_PX}
          collisionPadding={COLLISION_PADDING_PX}
        >
          {children}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export type DropdownMenuItemTone = 'default' | 'destructive';

export interface DropdownMenuItemProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSelect'> {
  /** Called on click, Enter or Space; the menu then closes. Call `event.preventDefault()` to keep it open. */
  onSelect?: (event: Event) => void;
  /** Announced as unavailable and skipped by the arrow keys. */
  disabled?: boolean;
  /** `destructive` for Delete and Cancel appointment: red text; put it last, after a separator. */
  tone?: DropdownMenuItemTone;
  /** The text used for type-ahead when the label is not plain text. */
  textValue?: string;
  ref?: Ref<HTMLDivElement>;
}

function DropdownMenuItem({ tone = 'default', ...rest }: DropdownMenuItemProps) {
  return <Item {...rest} data-tone={tone} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<'div'> & { ref?: Ref<HTMLDivElement> };

function DropdownMenuSeparator(props: DropdownMenuSeparatorProps) {
  return <Separator {...props} />;
}

export type DropdownMenuLabelProps = ComponentPropsWithoutRef<'div'> & { ref?: Ref<HTMLDivElement> };

/** A heading above a group of items; not focusable. */
function DropdownMenuLabel(props: DropdownMenuLabelProps) {
  return <Label {...props} />;
}

export interface DropdownMenuRadioGroupProps extends ComponentPropsWithoutRef<'div'> {
  value?: string;
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/** One choice out of several, e.g. an appointment's status; items are `menuitemradio` with `aria-checked`. */
function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <RadixMenu.RadioGroup {...props} />;
}

export interface DropdownMenuRadioItemProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSelect'> {
  value: string;
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  textValue?: string;
  ref?: Ref<HTMLDivElement>;
}

function DropdownMenuRadioItem({ children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <RadioItem {...rest}>
      <Indicator>
        <RadixMenu.ItemIndicator>
          <CheckIcon />
        </RadixMenu.ItemIndicator>
      </Indicator>
      {children}
    </RadioItem>
  );
}

DropdownMenu.Item = DropdownMenuItem;
DropdownMenu.Separator = DropdownMenuSeparator;
DropdownMenu.Label = DropdownMenuLabel;
DropdownMenu.RadioGroup = DropdownMenuRadioGroup;
DropdownMenu.RadioItem = DropdownMenuRadioItem;

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const menuIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(calc(-1 * ${cssVar.space[1]}));
  }
`;

const Content = styled(RadixMenu.Content)`
  /* Portalled to <body>: it must sit above the sticky header, dialogs and toasts it opens over. */
  z-index: ${cssVar.zIndex.tooltip};
  min-inline-size: max(var(--radix-dropdown-menu-trigger-width), calc(${cssVar.size.prose} / 3));
  max-inline-size: min(var(--radix-dropdown-menu-content-available-width), ${cssVar.size.prose});
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${cssVar.space[1]};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  box-shadow: ${cssVar.shadow.md};
  font-family: ${cssVar.font.family.body};
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.tight};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);

  &:lang(hi) {
    font-family: ${cssVar.font.family.devanagari};
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${menuIn} ${cssVar.motion.duration.fast} ${cssVar.motion.easing.enter};
    }
  }
`;

const itemBase = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  /* 44px rows: a finger can hit one without its neighbour. */
  min-block-size: ${cssVar.size.control.md};
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border-radius: ${cssVar.radius.sm};
  color: ${cssVar.color.text};
  cursor: pointer;
  user-select: none;
  outline: none;
  overflow-wrap: anywhere;

  svg {
    flex: none;
    inline-size: ${cssVar.size.icon.sm};
    block-size: ${cssVar.size.icon.sm};
  }

  /* The roving focus is shown as a filled row: a strong cue, not a faint tint. */
  &[data-highlighted] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  /* Lighter than the muted text so it reads as unavailable at a glance, yet still 3.5:1 and legible. */
  &[data-disabled] {
    color: ${cssVar.color.borderStrong};
    cursor: not-allowed;
  }
`;

const Item = styled(RadixMenu.Item)`
  ${itemBase}

  &[data-tone='destructive'] {
    color: ${cssVar.color.danger};
  }

  &[data-tone='destructive'][data-highlighted] {
    background-color: ${cssVar.color.danger};
    color: ${cssVar.color.brandContrast};
  }

  &[data-tone='destructive'][data-disabled] {
    color: ${cssVar.color.borderStrong};
  }
`;

const RadioItem = styled(RadixMenu.RadioItem)`
  ${itemBase}
  padding-inline-start: ${cssVar.space[2]};
`;

const Indicator = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${cssVar.size.icon.md};
`;

const Separator = styled(RadixMenu.Separator)`
  block-size: ${cssVar.borderWidth.thin};
  margin: ${cssVar.space[1]} calc(-1 * ${cssVar.space[1]});
  background-color: ${cssVar.color.border};
`;

const Label = styled(RadixMenu.Label)`
  padding: ${cssVar.space[2]} ${cssVar.space[3]} ${cssVar.space[1]};
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.semibold};
  color: ${cssVar.color.textMuted};
`;
