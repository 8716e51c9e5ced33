/** The second step of signing in, for accounts with an authenticator app. */
export { needsSecondFactor } from './needs-second-factor';
export { TwoFactorStep } from './TwoFactorStep';
