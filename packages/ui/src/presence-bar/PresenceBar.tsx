import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { AvatarStack, type AvatarPerson } from '../avatar-stack';
import { useUiText, type UiMessageId } from '../i18n';

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

const connectionText: Record<ConnectionState, UiMessageId> = {
  live: 'ui.presence.live',
  connecting: 'ui.presence.connecting',
  offline: 'ui.presence.offline',
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
  const { t } = useUiText();
  return (
    <div ref={ref} className={clsx('tb-presence', className)} {...rest}>
      <span className="tb-presence__connection" data-state={connection} role="status">
        <span className="tb-presence__dot" aria-hidden />
        {t(connectionText[connection])}
      </span>
      {viewers.length > 0 ? (
        <>
          <AvatarStack
            people={viewers.map((viewer) => ({ ...viewer, online: connection === 'live' }))}
            max={max}
            size="sm"
            label={t('ui.presence.alsoViewing')}
          />
          <span className="tb-presence__summary">
            {viewers.length === 1
              ? t('ui.presence.oneHere', { name: viewers[0]?.name ?? t('ui.presence.someone') })
              : t('ui.presence.othersHere', { count: viewers.length })}
            {editing.length > 0 ? (
              <span className="tb-presence__detail">
                {' · '}
                {t('ui.presence.editing', { name: editing[0]?.name ?? '', card: editing[0]?.openCard ?? '' })}
                {editing.length > 1 ? ` (+${editing.length - 1})` : ''}
              </span>
            ) : null}
          </span>
        </>
      ) : (
        <span className="tb-presence__summary">{t('ui.presence.onlyYou')}</span>
      )}
    </div>
  );
}
