import { NotificationBell } from '@teamboard/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useUnreadCount } from '../hooks/unread-count-context';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { PartBoundary } from '@/features/system';
import { useT } from '@/shared/i18n';
import '../notifications.css';

// Loaded when the bell is first opened: every signed-in screen shows the bell, few open it.
const Inbox = lazyPart(
  () => import('./Inbox'),
  (m) => m.Inbox,
);

/** The app bar's bell with the live unread count; it opens the inbox as a panel. */
export function BellMenu() {
  const unread = useUnreadCount();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        bell.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="notifications-bell" ref={root}>
      <NotificationBell
        ref={bell}
        unreadCount={unread}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      {open ? (
        <div id={panelId} className="notifications-panel" role="dialog" aria-label={t('notifications.title')}>
          <PartBoundary>
            <Inbox onOpened={() => setOpen(false)} />
          </PartBoundary>
          <Link to="/inbox" className="notifications-panel__all" onClick={() => setOpen(false)}>
            {t('notifications.openInbox')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
