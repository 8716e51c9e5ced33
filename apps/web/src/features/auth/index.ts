/** Sessions, sign-in / sign-up / password screens, and the route guards that depend on the session. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { PublicOnly } from './components/PublicOnly';
export { RequireSession } from './components/RequireSession';
export { SessionProvider } from './components/SessionProvider';
export { AuthLayout } from './components/AuthLayout';
export { SessionPending } from './components/SessionPending';
export { NewPasswordFields } from './components/NewPasswordFields';
export { useSession } from './hooks/use-session';
export { useSignedInSession } from './hooks/use-signed-in-session';
export { useSignOut } from './hooks/use-sign-out';
export { useNewPassword } from './hooks/use-new-password';
export { callbackUrl, signInPath, signUpPath } from './lib/auth-links';
export { providerName } from './lib/provider-name';
export { useSignInProviders } from './hooks/use-sign-in-providers';
export { useSessionProvider } from './hooks/use-session-provider';
export { identityKeys } from './lib/identity-keys';
// The second step of sign-in and the account's two-factor settings share these.
export { TwoFactorCodeField } from './two-factor/two-factor-code-field';
export { twoFactorKeys } from './two-factor/two-factor-keys';
export {
  useTwoFactorMethods,
  verifiedMethod,
  verifiedSecurityKeys,
} from './two-factor/use-two-factor-methods';

export const loadSignInPage = lazyScreen(
  () => import('./components/SignInPage'),
  (m) => m.SignInPage,
);
export const loadSignUpPage = lazyScreen(
  () => import('./components/SignUpPage'),
  (m) => m.SignUpPage,
);
export const loadForgotPasswordPage = lazyScreen(
  () => import('./components/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
export const loadResetPasswordPage = lazyScreen(
  () => import('./components/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
export const loadAuthCallbackPage = lazyScreen(
  () => import('./components/AuthCallbackPage'),
  (m) => m.AuthCallbackPage,
);
