export { ToastProvider, useToast, type ToastProviderProps } from './Toast.tsx';
export type { ToastActionOptions, ToastApi, ToastOptions, ToastVariant } from './toastState.ts';
