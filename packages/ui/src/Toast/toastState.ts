import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastActionOptions {
  /** The button's text, e.g. "Undo". */
  label: string;
  /** Runs on click; the toast then closes. */
  onClick: () => void;
  /**
   * What a screen reader hears instead of the button, which it cannot reach in time, e.g. "Undo is also in the
   * gallery's history". Defaults to the label.
   */
  altText?: string;
}

export interface ToastOptions {
  /** Short: "Success", "Error", "Appointment Booked Successfully!". */
  title: ReactNode;
  description?: ReactNode;
  /** `success` and `default` are announced politely; `destructive` interrupts (see `announcementType`). */
  variant?: ToastVariant;
  /** One quick follow-up, such as Undo after a delete. Never the only way to do something. */
  action?: ToastActionOptions;
  /** `hi` for Hindi text. */
  lang?: string;
}

/** The toast on screen, if any: the spec allows at most one, so a new toast replaces the old one. */
export interface ToastState {
  current: (ToastOptions & { id: number; open: boolean }) | null;
}

export type ToastEvent = { type: 'show'; id: number; options: ToastOptions } | { type: 'dismiss'; id?: number };

export const initialToastState: ToastState = { current: null };

/**
 * Pure state of the provider. `dismiss` with an id only closes that toast, so a late close from a toast that
 * was already replaced cannot close its successor. A closed toast stays until the next one so Radix can play
 * its exit; nothing else needs removing, hence no removal delay.
 */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'show':
      return { current: { ...event.options, id: event.id, open: true } };
    case 'dismiss': {
      const { current } = state;
      if (!current || !current.open) return state;
      if (event.id !== undefined && event.id !== current.id) return state;
      return { current: { ...current, open: false } };
    }
  }
}

/**
 * Radix announces a `foreground` toast assertively and a `background` one politely. Confirmations wait their
 * turn; a failure (booking failed, delete failed) interrupts, because the user's last action did not happen.
 */
export function announcementType(variant: ToastVariant): 'foreground' | 'background' {
  return variant === 'destructive' ? 'foreground' : 'background';
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen; returns its id for `dismiss`. */
  toast: (options: ToastOptions) => number;
  /** Closes the toast on screen, or only the toast with this id. */
  dismiss: (id?: number) => void;
}

