import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { AvatarStack, type AvatarPerson } from '../avatar-stack';

export type ConnectionState = 'live' | 'connecting' | 'offline';

export interface PresenceViewer extends AvatarPerson {
  /** Title of the card this person has open, if any. */
  openCard?: string | null;
}

export interface PresenceBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Other people on this board right now (not the current user). */
  viewers: readonly PresenceViewer[];
  connection?: ConnectionState;
  max?: number;
  ref?: Ref<HTMLDivElement>;
}

const connectionText: Record<ConnectionState, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline — changes will sync when you are back',
};

/** Who else is on the board, and whether live updates are flowing. */
export function PresenceBar({
  viewers,
  connection = 'live',
  max = 5,
  className,
  ref,
  ...rest
}: PresenceBarProps) {
  const editing = viewers.filter((viewer) => viewer.openCard);
  return (
    <div ref={ref} className={clsx('tb-presence', className)} {...rest}>
      <span className="tb-presence__connection" data-state={connection} role="status">
        <span className="tb-presence__dot" aria-hidden />
        {connectionText[connection]}
      </span>
      {viewers.length > 0 ? (
        <>
          <AvatarStack
            people={viewers.map((viewer) => ({ ...viewer, online: connection === 'live' }))}
            max={max}
            size="sm"
            label="Also viewing this board"
          />
          <span className="tb-presence__summary">
            {viewers.length === 1
              ? `${viewers[0]?.name ?? 'Someone'} is here`
              : `${viewers.length} others here`}
            {editing.length > 0 ? (
              <span className="tb-presence__detail">
                {' · '}
                {editing[0]?.name} has “{editing[0]?.openCard}” open
                {editing.length > 1 ? ` (+${editing.length - 1})` : ''}
              </span>
            ) : null}
          </span>
        </>
      ) : (
        <span className="tb-presence__summary">Only you are here</span>
      )}
    </div>
  );
}
