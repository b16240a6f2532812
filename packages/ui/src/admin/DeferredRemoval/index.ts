export { useDeferredRemoval, type DeferredRemoval, type DeferredRemovalOptions } from './useDeferredRemoval.ts';
