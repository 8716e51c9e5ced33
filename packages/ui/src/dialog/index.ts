export { Dialog } from './Dialog';
export { ModalClose } from './Modal';
export type { DialogProps } from './Dialog';
export type { ModalProps } from './Modal';
