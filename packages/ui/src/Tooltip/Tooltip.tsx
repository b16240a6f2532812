import { TOOLTIP } from '@hospital/contract';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { theme } from '../theme/theme.ts';

/** Radix positions in pixels; the gap and the screen-edge margin are space tokens at the 16px root. */
const OFFSET_PX = parseFloat(theme.space[1]) * 16;
const COLLISION_PADDING_PX = parseFloat(theme.space[2]) * 16;

export interface TooltipProviderProps {
  children?: ReactNode;
}

/**
 * Wrap the part of an app that shows tooltips, once (no public page does yet, so the site's first load carries
 * none of this code). Tooltips open 700 ms after the pointer rests on a trigger and, within 300 ms of one
 * closing, the next opens at once (`TOOLTIP` in the contract).
 */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps extends Omit<ComponentPropsWithoutRef<'div'>, 'content' | 'children'> {
  /** The hint. Plain, short text: it is also the trigger's accessible description. */
  content: ReactNode;
  /** The trigger: one focusable element that forwards its ref and props (our `Button`, `IconButton`, a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short hint beside a control, on Radix: it shows on hover after the delay and at once on keyboard focus,
 * describes the trigger (`aria-describedby`) while shown, and Escape hides it.
 *
 * Never the only place for essential information: touch screens have no hover, and many patients use phones.
 * Whatever a user must know (a price, a rule, an error) goes in visible text; a tooltip only repeats or adds
 * a nicety. An icon-only trigger still needs its own `aria-label`; the tooltip does not name it. Disabled
 * buttons fire no events, so they cannot show a tooltip either.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  ref,
  ...rest
}: TooltipProps) {
  const rootProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  return (
    <RadixTooltip.Root {...rootProps}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content
          {...rest}
          ref={ref}
          side={side}
          align={align}
          sideOffset={OFFSET_PX}
          collisionPadding={COLLISION_PADDING_PX}
        >
          {content}
          <Arrow />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const Content = styled(RadixTooltip.Content)`
  z-index: ${cssVar.zIndex.tooltip};
  max-inline-size: min(var(--radix-tooltip-content-available-width), calc(${cssVar.size.prose} / 2));
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.text};
  color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.md};
  font-family: ${cssVar.font.family.body};
  /* 16px like body text: a hint that is hard to read is no hint for an elderly reader. */
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.body};
  overflow-wrap: anywhere;
  transform-origin: var(--radix-tooltip-content-transform-origin);

  &:lang(hi) {
    font-family: ${cssVar.font.family.devanagari};
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='delayed-open'],
    &[data-state='instant-open'] {
      animation: ${fadeIn} ${cssVar.motion.duration.fast} ${cssVar.motion.easing.enter};
    }
  }
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${cssVar.color.text};
`;
