import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a page the server drew (so the first render matches its HTML), true from then on:
 * for a control that works as plain HTML before the scripts arrive and is enhanced after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
