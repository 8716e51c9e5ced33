/** Two-factor sign-in settings of the account page. */
export { TwoFactorSection } from './TwoFactorSection';
