import { TOAST } from '@hospital/contract';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';
import { media } from '../theme/theme.ts';
import { announcementType, type ToastState, type ToastVariant } from './toastState.ts';

export interface ToastViewportProps {
  current: ToastState['current'];
  dismiss: (id?: number) => void;
  duration: number;
  label: string;
  viewportLabel: string;
  closeLabel: string;
}

/**
 * Radix's toast region and the toast on screen. Kept apart from the provider and loaded on its own (see
 * `ToastProvider`), because no page needs it to paint and it would otherwise weigh on every first load.
 */
export default function ToastViewport({ current, dismiss, duration, label, viewportLabel, closeLabel }: ToastViewportProps) {
  const variant = current?.variant ?? 'default';
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} label={label}>
      {current ? (
        <Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          type={announcementType(variant)}
          data-variant={variant}
          {...(current.lang ? { lang: current.lang } : {})}
        >
          <Icon variant={variant} />
          <Text>
            <Title>{current.title}</Title>
            {current.description ? <Description>{current.description}</Description> : null}
          </Text>
          {current.action ? (
            <Action altText={current.action.altText ?? current.action.label} onClick={current.action.onClick}>
              {current.action.label}
            </Action>
          ) : null}
          <Close aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Root>
      ) : null}
      <Viewport hotkey={[TOAST.hotkey]} label={viewportLabel} />
    </RadixToast.Provider>
  );
}

/** A shape per variant as well as a colour, for people who cannot tell green from red. */
function Icon({ variant }: { variant: ToastVariant }) {
  const path = {
    default: 'M12 11v6M12 7.5v.01',
    success: 'M7.5 12.5l3 3 6-6.5',
    destructive: 'M12 7v6M12 16.5v.01',
  }[variant];
  return (
    <IconSvg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </IconSvg>
  );
}

const slideUp = keyframes`
  from {
    opacity: 0;
    transform: translateY(100%);
  }
`;

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateX(100%);
  }
`;

const fadeOut = keyframes`
  to {
    opacity: 0;
  }
`;

const swipeOut = keyframes`
  from {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }

  to {
    transform: translateX(100%);
  }
`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${cssVar.zIndex.toast};
  inset-block-end: 0;
  inset-inline: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding: ${cssVar.space[3]};
  padding-block-end: max(${cssVar.space[3]}, env(safe-area-inset-bottom));
  list-style: none;
  /* The strip is empty space around the toast: clicks there reach the page beneath. */
  pointer-events: none;

  ${media.sm} {
    inset-inline-start: auto;
    inline-size: min(100%, calc(${cssVar.size.prose} * 0.8));
    padding: ${cssVar.space[5]};
  }
`;

const Root = styled(RadixToast.Root)`
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: start;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[2]} ${cssVar.space[3]} ${cssVar.space[4]};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-inline-start: calc(2 * ${cssVar.borderWidth.thick}) solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.md};
  box-shadow: ${cssVar.shadow.lg};
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.body};

  &:lang(hi) {
    font-family: ${cssVar.font.family.devanagari};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* The success green is the confirmed-appointment badge text, 6.5:1 on its tint and more on white. */
  &[data-variant='success'] {
    border-inline-start-color: ${cssVar.color.status.appointment.confirmed.fg};
  }

  &[data-variant='destructive'] {
    border-inline-start-color: ${cssVar.color.danger};
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};
  }

  &[data-swipe='end'] {
    animation: ${swipeOut} ${cssVar.motion.duration.fast} ${cssVar.motion.easing.exit};
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${slideUp} ${cssVar.motion.duration.normal} ${cssVar.motion.easing.enter};
    }

    &[data-state='closed']:not([data-swipe='end']) {
      animation: ${fadeOut} ${cssVar.motion.duration.fast} ${cssVar.motion.easing.exit};
    }

    ${media.sm} {
      &[data-state='open'] {
        animation-name: ${slideIn};
      }
    }
  }
`;

const IconSvg = styled.svg`
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  /* Lines the icon up with the title's first line. */
  margin-block-start: calc((1em * ${cssVar.font.lineHeight.body} - ${cssVar.size.icon.md}) / 2);
  color: ${cssVar.color.brand};

  [data-variant='success'] > & {
    color: ${cssVar.color.status.appointment.confirmed.fg};
  }

  [data-variant='destructive'] > & {
    color: ${cssVar.color.danger};
  }
`;

const Text = styled.div`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${cssVar.font.weight.semibold};
`;

const Description = styled(RadixToast.Description)`
  color: ${cssVar.color.textMuted};
`;

const Action = styled(RadixToast.Action)`
  align-self: center;
  min-block-size: ${cssVar.size.control.md};
  padding: ${cssVar.space[2]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  cursor: pointer;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Close = styled(RadixToast.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${cssVar.size.touchTarget};
  block-size: ${cssVar.size.touchTarget};
  margin-block: calc(-1 * ${cssVar.space[1]});
  padding: 0;
  border: 0;
  border-radius: ${cssVar.radius.md};
  background-color: transparent;
  color: ${cssVar.color.textMuted};
  cursor: pointer;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
    color: ${cssVar.color.brand};
  }

  &:focus-visible {
    ${focusRing}
  }

  svg {
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
  }
`;
