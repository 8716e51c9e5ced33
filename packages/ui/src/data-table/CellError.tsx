import { Icon } from '../icon';

/** Why a cell's last edit was refused: a mark in the cell, its words for screen readers and on hover. */
export function CellError({ message }: { message: string }) {
  return (
    <span className="tb-table__error" role="img" aria-label={message} title={message}>
      <Icon name="alert" size={14} />
    </span>
  );
}
