import { NotificationSettingsSection } from '@/features/notifications';
import { AvatarSection } from './AvatarSection';
import { DisplayNameForm } from './DisplayNameForm';
import { EmailForm } from './EmailForm';
import { IdentitiesSection } from './IdentitiesSection';
import { LanguageSection } from './LanguageSection';
import { PasswordForm } from './PasswordForm';
import { SecurityLogSection } from './SecurityLogSection';
import { SessionsSection } from './SessionsSection';
import { SecurityKeysSection, TwoFactorSection } from '../two-factor';
import './account.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/** `/account`: the signed-in user's own profile and credentials. */
export function AccountPage() {
  const { t } = useT();
  useDocumentTitle(t('account.title'));
  return (
    <main className="app-screen app-screen--narrow">
      <header className="app-screen__header">
        <h1>{t('account.heading')}</h1>
      </header>
      <DisplayNameForm />
      <AvatarSection />
      <LanguageSection />
      <EmailForm />
      <PasswordForm />
      <IdentitiesSection />
      <TwoFactorSection />
      <SecurityKeysSection />
      <NotificationSettingsSection />
      <SessionsSection />
      <SecurityLogSection />
    </main>
  );
}
