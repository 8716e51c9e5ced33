import { InlineAlert } from '@teamboard/ui';
import { useTwoFactorMethods, verifiedMethod } from '@/shared/hooks/use-two-factor-methods';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { TotpRemoval } from './TotpRemoval';
import { TotpSetup } from './TotpSetup';
import './two-factor.css';

/** `/account`: turn two-factor sign-in with an authenticator app on or off (PRODUCT.md 10.5). */
export function TwoFactorSection() {
  const { t } = useT();
  const methods = useTwoFactorMethods();
  const method = verifiedMethod(methods.data);
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
        <TotpSetup />
      ) : (
        <TotpRemoval method={method} />
      )}
    </section>
  );
}
