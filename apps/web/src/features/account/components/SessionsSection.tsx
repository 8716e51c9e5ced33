import { Button } from '@teamboard/ui';
import { useSignOut } from '@/features/shell';
import { useT } from '@/shared/i18n';

/** Revokes every session of the account, for a lost laptop or a shared computer. */
export function SessionsSection() {
  const { signOut, pending } = useSignOut();
  const { t } = useT();
  return (
    <section className="app-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">{t('account.sessions.title')}</h2>
      <p className="app-section__intro">{t('account.sessions.intro')}</p>
      <div className="app-form__actions">
        <Button variant="danger" loading={pending === 'global'} onClick={() => signOut('global')}>
          {t('account.sessions.signOutEverywhere')}
        </Button>
      </div>
    </section>
  );
}
