import { ModalShell, type ModalProps } from './Modal';

export interface DialogProps extends ModalProps {
  size?: 'sm' | 'md' | 'lg';
}

/** A centred modal window: traps focus, closes on Escape, and returns focus to what opened it. */
export function Dialog({ size = 'md', ...rest }: DialogProps) {
  return <ModalShell kind="dialog" modifier={size} {...rest} />;
}
