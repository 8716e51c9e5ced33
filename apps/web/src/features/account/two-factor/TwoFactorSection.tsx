import { formatShortDate, InlineAlert } from '@teamboard/ui';
import {
  useSignedInSession,
  useTwoFactorMethods,
  verifiedMethod,
  verifiedSecurityKeys,
} from '@/features/auth';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { TotpRemoval } from './TotpRemoval';
import { TotpSetup } from './TotpSetup';
import './two-factor.css';

/**
 * `/account`: turn two-factor sign-in with an authenticator app on or off (PRODUCT.md 10.5), and
 * keep a backup authenticator beside the first. Security keys have their own section beside it.
 */
export function TwoFactorSection() {
  const { t, locale } = useT();
  const session = useSignedInSession();
  const methods = useTwoFactorMethods();
  const method = verifiedMethod(methods.data);
  const backups = (methods.data ?? []).filter(
    (m) => m.kind === 'totp' && m.status === 'verified' && m.id !== method?.id,
  );
  const hasKey = verifiedSecurityKeys(methods.data).length > 0;
  return (
    <section className="app-section" aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">{t('twoFactor.section.title')}</h2>
      <p className="app-section__intro">{t('twoFactor.section.intro')}</p>
      {methods.isPending ? (
        <p role="status">{t('twoFactor.section.loading')}</p>
      ) : methods.isError ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(methods.error)}</p>
        </InlineAlert>
      ) : method === undefined ? (
        <TotpSetup alongsideKey={hasKey} />
      ) : (
        <>
          <TotpRemoval method={method} />
          {backups.map((backup) => (
            <p key={backup.id}>
              {t('twoFactor.backup.list', {
                date: formatShortDate(new Date(backup.createdAt), new Date(), locale),
              })}
            </p>
          ))}
          {/* Told at once after the first is on: adding a second needs this session's code, as Auth requires. */}
          {backups.length > 0 ? null : session.assurance.current === 'aal2' ? (
            <TotpSetup backup />
          ) : (
            <p>{t('twoFactor.backup.needsCode')}</p>
          )}
        </>
      )}
    </section>
  );
}
