export { MessageDialog, type MessageDialogProps } from './MessageDialog.tsx';
export { MessageDetails } from './MessageDetails.tsx';
export { useResend, type ResendState } from './useResend.ts';
