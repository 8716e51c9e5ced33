/** Two-factor sign-in settings of the account page: the authenticator app, and security keys. */
export { SecurityKeysSection } from './SecurityKeysSection';
export { TwoFactorSection } from './TwoFactorSection';
