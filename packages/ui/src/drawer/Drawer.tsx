import { ModalShell, type ModalProps } from '../dialog/Modal';

export interface DrawerProps extends ModalProps {
  side?: 'right' | 'left';
  /** Width on wide screens; on narrow ones the drawer takes the full width. */
  size?: 'md' | 'lg';
}

/** A panel sliding in from the side over the page (e.g. the card detail over the board). */
export function Drawer({ side = 'right', size = 'md', className, ...rest }: DrawerProps) {
  return (
    <ModalShell
      kind="drawer"
      modifier={side}
      className={`tb-drawer--${size} ${className ?? ''}`.trim()}
      {...rest}
    />
  );
}
