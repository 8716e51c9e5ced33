import { Button, Dialog, ModalClose } from '@teamboard/ui';
import { useSignOut } from '@/features/auth';
import { useT } from '@/shared/i18n';

/**
 * Revokes every session of the account, for a lost laptop or a shared computer. It asks first:
 * one click would otherwise end work in progress in every other open browser.
 */
export function SessionsSection() {
  const { signOut, pending } = useSignOut();
  const { t } = useT();
  return (
    <section className="app-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">{t('account.sessions.title')}</h2>
      <p className="app-section__intro">{t('account.sessions.intro')}</p>
      <div className="app-form__actions">
        <Dialog
          size="sm"
          title={t('account.sessions.confirmTitle')}
          description={t('account.sessions.confirmDescription')}
          trigger={<Button variant="danger">{t('account.sessions.signOutEverywhere')}</Button>}
          footer={
            <>
              <ModalClose asChild>
                <Button variant="ghost">{t('action.cancel')}</Button>
              </ModalClose>
              <Button variant="danger" loading={pending === 'global'} onClick={() => signOut('global')}>
                {t('account.sessions.confirm')}
              </Button>
            </>
          }
        />
      </div>
    </section>
  );
}
