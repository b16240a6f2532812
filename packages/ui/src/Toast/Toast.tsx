import { TOAST } from '@hospital/contract';
import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { initialToastState, toastReducer, type ToastApi, type ToastOptions } from './toastState.ts';

// Radix's toast code is about 12 KB gzip that no first paint needs: it loads once the browser is idle, or at
// once when a toast is raised before that, so the home route's initial JavaScript stays small (docs/adr/0005).
const ToastViewport = lazy(() => import('./ToastViewport.tsx'));
/** A busy page still gets its toast region (and the F8 landmark) within this time. */
const VIEWPORT_LOAD_TIMEOUT_MS = 2000;

const ToastContext = createContext<ToastApi | null>(null);

/** The provider's `toast()` and `dismiss()`. Call it inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (wrap the app once).');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long a toast stays, in ms; paused while hovered or focused. Stories shorten it; apps keep the default. */
  duration?: number;
  /** Spoken before each announcement. */
  label?: string;
  /** The landmark's name; `{hotkey}` becomes F8, the key that moves focus to the toast. */
  viewportLabel?: string;
  /** Accessible name of each toast's close button (not just "Close", which a dialog behind it already uses). */
  closeLabel?: string;
}

/**
 * Holds the toast state (per provider, so stories and tests never share it) and renders Radix's toast viewport
 * after the children, once its code has loaded. Wrap the app once; call `useToast()` anywhere below.
 */
export function ToastProvider({
  children,
  duration = TOAST.durationMs,
  label = 'Notification',
  viewportLabel = 'Notifications ({hotkey})',
  closeLabel = 'Close notification',
}: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);

  const lastIdRef = useRef(0);
  const toast = useCallback((options: ToastOptions) => {
    lastIdRef.current += 1;
    const id = lastIdRef.current;
    dispatch({ type: 'show', id, options });
    return id;
  }, []);
  const dismiss = useCallback((id?: number) => dispatch(id === undefined ? { type: 'dismiss' } : { type: 'dismiss', id }), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  const [viewportWanted, setViewportWanted] = useState(false);
  useEffect(() => {
    const want = () => setViewportWanted(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(want, { timeout: VIEWPORT_LOAD_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(want, 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      {viewportWanted || state.current ? (
        <Suspense fallback={null}>
          <ToastViewport
            current={state.current}
            dismiss={dismiss}
            duration={duration}
            label={label}
            viewportLabel={viewportLabel}
            closeLabel={closeLabel}
          />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
