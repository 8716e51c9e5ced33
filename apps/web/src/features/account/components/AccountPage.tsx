import { NotificationSettingsSection } from '@/features/notifications';
import { AvatarSection } from './AvatarSection';
import { DisplayNameForm } from './DisplayNameForm';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { SessionsSection } from './SessionsSection';
import './account.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/account`: the signed-in user's own profile and credentials. */
export function AccountPage() {
  useDocumentTitle('Your account');
  return (
    <main className="app-screen app-screen--narrow">
      <header className="app-screen__header">
        <h1>Account</h1>
      </header>
      <DisplayNameForm />
      <AvatarSection />
      <EmailForm />
      <PasswordForm />
      <NotificationSettingsSection />
      <SessionsSection />
    </main>
  );
}
