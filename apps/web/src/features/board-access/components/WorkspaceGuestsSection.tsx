import { GuestRow, MemberBoards } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { useBoardsByPerson } from '../hooks/use-board-memberships';

/**
 * Workspace settings: the people on some of its boards without being members, with those boards.
 * They are managed from each board's Share dialog; here the workspace sees who they are.
 */
export function WorkspaceGuestsSection({ workspaceId }: { workspaceId: string }) {
  const { t } = useT();
  const people = useBoardsByPerson(workspaceId);
  if (!people.isSuccess) return null;
  const guests = [...people.data.values()].filter((person) => person.isGuest);
  return (
    <section className="app-section" aria-labelledby="settings-guests">
      <h2 id="settings-guests">{t('boardAccess.guests.heading', { count: guests.length })}</h2>
      {guests.length === 0 ? (
        <p>{t('boardAccess.guests.none')}</p>
      ) : (
        <ul className="app-list" aria-label={t('boardAccess.guests.list')}>
          {guests.map((guest) => (
            <GuestRow
              key={guest.userId}
              data-testid={`guest-${guest.userId}`}
              userId={guest.userId}
              name={guest.name}
              avatarUrl={guest.avatarUrl}
              details={<MemberBoards personName={guest.name} boards={guest.boards} />}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
