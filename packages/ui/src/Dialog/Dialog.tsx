import * as RadixDialog from '@radix-ui/react-dialog';
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing, focusRingInset } from '../theme/focusRing.ts';
import { media } from '../theme/theme.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Controlled open state; pair with `onOpenChange`. Leave both out to let `trigger` drive it. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` on Escape, the close button, a click on the backdrop or a `Dialog.Close`. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog (our `Button` or any element that forwards its ref and props). */
  trigger?: ReactElement;
  /** Visible heading; it is the dialog's accessible name. */
  title: ReactNode;
  /** A sentence under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The actions row, e.g. Cancel and Book Appointment. On a phone the actions share the full width. */
  footer?: ReactNode;
  /** Width on wide screens, from the reading measure: `sm` a confirmation, `md` a form, `lg` a detail view. */
  size?: DialogSize;
  /**
   * What gets focus when the dialog opens. By default the first form field in the body, else the close button
   * (so a long text is not scrolled away). For a destructive confirmation pass a ref to Cancel.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close icon button; translate it with the rest of the dialog. */
  closeLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Form fields only: a link or a button deep in a long text should not steal the first focus and scroll. */
const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/**
 * A modal dialog on Radix: `role="dialog"` with `aria-modal`, named by its visible title, focus trapped and
 * looping, Escape and the close button dismiss it, and focus goes back to whatever opened it (the trigger, or
 * the button that set `open` when it is controlled). A centred card on wide screens, a bottom sheet on phones;
 * the body scrolls while the title and actions stay in view.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
  children,
  ref,
  ...rest
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Radix returns focus only to its own Trigger; a controlled dialog (the booking modal opens from three places)
  // must go back to the button that opened it.
  const openerRef = useRef<HTMLElement | null>(null);

  const handleOpenAutoFocus = (event: Event) => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const target =
      initialFocusRef?.current ?? bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? closeRef.current;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const handleCloseAutoFocus = (event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    // When the opener is gone (a menu item that closed), Radix falls back to the trigger if there is one.
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };

  const rootProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };

  return (
    <RadixDialog.Root {...rootProps}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Backdrop>
          <Content
            {...rest}
            ref={ref}
            aria-modal="true"
            data-size={size}
            onOpenAutoFocus={handleOpenAutoFocus}
            onCloseAutoFocus={handleCloseAutoFocus}
          >
            <Header>
              <Title>{title}</Title>
              <CloseButton ref={closeRef} aria-label={closeLabel}>
                <CloseIcon />
              </CloseButton>
            </Header>
            <ScrollBody bodyRef={bodyRef}>
              {description ? <Description>{description}</Description> : null}
              {children}
            </ScrollBody>
            {footer ? <Footer>{footer}</Footer> : null}
          </Content>
        </Backdrop>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface DialogCloseProps {
  /** One element that forwards its ref and props, usually our `Button` (Cancel). */
  children: ReactElement;
}

/** Wraps an action so that it also closes the dialog, for dialogs that are not controlled. */
function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

Dialog.Close = DialogClose;

/**
 * The body is a keyboard stop only while it actually scrolls (a long text with nothing focusable in it),
 * so arrow keys can scroll it; otherwise it stays out of the Tab order like any wrapper.
 */
function ScrollBody({ bodyRef, children }: { bodyRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const innerRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const body = bodyRef.current;
    const inner = innerRef.current;
    if (!body || !inner) return;
    const measure = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [bodyRef]);

  return (
    <Body ref={bodyRef} data-part="body" {...(scrolls ? { tabIndex: 0 } : {})}>
      <div ref={innerRef}>{children}</div>
    </Body>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const sheetIn = keyframes`
  from {
    transform: translateY(100%);
  }
`;

const popIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(${cssVar.space[2]}) scale(0.98);
  }
`;

const Backdrop = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${cssVar.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background-color: color-mix(in srgb, ${cssVar.color.text} 55%, transparent);

  ${media.sm} {
    align-items: center;
    padding: ${cssVar.space[4]};
  }

  /* Motion only where it means something, and none for people who ask their system for less. */
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${fadeIn} ${cssVar.motion.duration.normal} ${cssVar.motion.easing.enter};
    }
  }
`;

const Content = styled(RadixDialog.Content)`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  /* A sliver of the page stays visible above the sheet, so it reads as a layer that can be closed. */
  max-block-size: calc(100dvh - ${cssVar.space[8]});
  overflow: hidden;
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  border-radius: ${cssVar.radius.lg} ${cssVar.radius.lg} 0 0;
  box-shadow: ${cssVar.shadow.lg};

  &:focus {
    outline: none;
  }

  ${media.sm} {
    max-block-size: calc(100dvh - 2 * ${cssVar.space[8]});
    border-radius: ${cssVar.radius.lg};

    &[data-size='sm'] {
      inline-size: min(100%, calc(${cssVar.size.prose} / 1.5));
    }

    &[data-size='md'] {
      inline-size: min(100%, ${cssVar.size.prose});
    }

    &[data-size='lg'] {
      inline-size: min(100%, calc(${cssVar.size.prose} * 1.5));
    }
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${sheetIn} ${cssVar.motion.duration.slow} ${cssVar.motion.easing.enter};
    }

    ${media.sm} {
      &[data-state='open'] {
        animation: ${popIn} ${cssVar.motion.duration.normal} ${cssVar.motion.easing.enter};
      }
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[4]} ${cssVar.space[4]} ${cssVar.space[3]} ${cssVar.space[5]};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;

const Title = styled(RadixDialog.Title)`
  flex: 1 1 auto;
  min-inline-size: 0;
  margin: 0;
  /* Centres a one-line title on the 44px close button. */
  padding-block: ${cssVar.space[2]};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
  color: ${cssVar.color.text};
  overflow-wrap: anywhere;
`;

const CloseButton = styled(RadixDialog.Close)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${cssVar.size.touchTarget};
  block-size: ${cssVar.size.touchTarget};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${cssVar.radius.md};
  background-color: transparent;
  color: ${cssVar.color.textMuted};
  cursor: pointer;
  transition: background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

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

const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${cssVar.space[4]} ${cssVar.space[5]} ${cssVar.space[5]};
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.body};
  overflow-wrap: anywhere;

  &:focus-visible {
    ${focusRingInset}
  }
`;

const Description = styled(RadixDialog.Description)`
  margin: 0 0 ${cssVar.space[4]};
  color: ${cssVar.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[5]};
  /* Clear of the home indicator on phones with no bottom bezel. */
  padding-block-end: max(${cssVar.space[3]}, env(safe-area-inset-bottom));
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  background-color: ${cssVar.color.surfaceMuted};

  /* On a phone the actions share the width in DOM order, so what is seen matches the Tab order. */
  & > * {
    flex: 1 1 auto;
  }

  ${media.sm} {
    justify-content: flex-end;

    & > * {
      flex: 0 0 auto;
    }
  }
`;
