/** Two-factor sign-in: the account section and the code asked after the password (English). */
export const twoFactorMessages = {
  'twoFactor.section.title': 'Two-factor sign-in',
  'twoFactor.section.intro':
    'Ask for a code from an authenticator app (such as 1Password, Google Authenticator or Authy) after your password, so a stolen password alone cannot open your account.',
  'twoFactor.section.loading': 'Loading your two-factor settings…',
  'twoFactor.section.off': 'Two-factor sign-in is off.',
  'twoFactor.section.on': 'Two-factor sign-in is on since {date}.',
  'twoFactor.section.sessionVerified': 'This session was verified with your authenticator app.',
  'twoFactor.setup.start': 'Set up two-factor sign-in',
  'twoFactor.setup.scan': 'Scan this QR code with your authenticator app:',
  'twoFactor.setup.qrAlt': 'QR code to add Teamboard to your authenticator app',
  'twoFactor.setup.secret': 'Or type this key into the app:',
  'twoFactor.setup.codeLabel': 'Code from your authenticator app',
  'twoFactor.setup.confirm': 'Turn on',
  'twoFactor.setup.cancel': 'Cancel',
  'twoFactor.setup.done': 'Two-factor sign-in is on.',
  'twoFactor.setup.failed': 'Could not set up two-factor sign-in',
  'twoFactor.remove.intro':
    'To turn two-factor sign-in off, enter a current code from your authenticator app.',
  'twoFactor.remove.submit': 'Turn off two-factor sign-in',
  'twoFactor.remove.done': 'Two-factor sign-in is off.',
  'twoFactor.challenge.title': 'Enter your code',
  'twoFactor.challenge.intro': 'Open your authenticator app and enter the 6-digit code for Teamboard.',
  'twoFactor.challenge.submit': 'Verify',
  'twoFactor.challenge.signOut': 'Sign in as someone else',
  'twoFactor.challenge.noMethod':
    'Your account asks for a second factor, but none could be found. Sign in again, or ask a workspace owner for help.',
  'twoFactor.code.wrong': 'This code is not right. Check your authenticator app and try again.',
  'twoFactor.code.expired': 'This code took too long. Enter the code your app shows now.',
  'twoFactor.code.invalid': 'Enter the 6 digits your authenticator app shows.',
  'twoFactor.backup.name': 'Backup authenticator',
  'twoFactor.backup.prompt':
    'Add a backup authenticator (a second phone, or a password manager) so that losing this one does not lock you out.',
  'twoFactor.backup.start': 'Add a backup authenticator',
  'twoFactor.backup.done': 'Backup authenticator added.',
  'twoFactor.backup.list': 'Backup authenticator added on {date}.',
  'twoFactor.backup.needsCode': 'Sign in again with a code to add a backup authenticator.',
} satisfies Record<string, string>;
