import { useQuery } from '@tanstack/react-query';
import { listSecurityEvents } from '@teamboard/sdk';
import { formatShortDate, InlineAlert } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { twoFactorKeys } from '@/features/auth';

/** `/account`: what others did to this person's sign-in (a two-factor reset by an owner), newest first. */
export function SecurityLogSection() {
  const { t, locale } = useT();
  const client = useTeamboardClient();
  const log = useQuery({
    queryKey: twoFactorKeys.securityLog(),
    queryFn: ({ signal }) => listSecurityEvents(client, { signal }),
  });
  return (
    <section className="app-section" aria-labelledby="account-security-log">
      <h2 id="account-security-log">{t('account.securityLog.heading')}</h2>
      <p className="app-section__intro">{t('account.securityLog.intro')}</p>
      {log.isError ? (
        <InlineAlert tone="danger" title={t('account.securityLog.loadError')}>
          <p>{errorMessage(log.error)}</p>
        </InlineAlert>
      ) : log.data === undefined ? null : log.data.length === 0 ? (
        <p>{t('account.securityLog.empty')}</p>
      ) : (
        <ul>
          {log.data.map((event) => (
            <li key={event.id}>
              {t('account.securityLog.twoFactorReset', {
                date: formatShortDate(new Date(event.created_at), new Date(), locale),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
