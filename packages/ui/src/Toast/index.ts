export {
  ToastProvider,
  useToast,
  type ToastActionOptions,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './Toast.tsx';
