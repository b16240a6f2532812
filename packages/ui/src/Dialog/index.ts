export { Dialog, type DialogCloseProps, type DialogProps, type DialogSize } from './Dialog.tsx';
