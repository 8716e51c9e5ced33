/** The `/account` screen's messages (English source). */
export const accountMessages = {
  'account.you': 'You',
  'account.displayName.save': 'Save name',
  'account.displayName.saved': 'Display name saved.',
  'account.displayName.saveFailed': 'Could not save your name',
  'account.avatar.title': 'Avatar',
  'account.avatar.choose': 'Choose a picture',
  'account.avatar.hint': 'PNG, JPEG or WebP, up to {size}.',
  'account.email.current': 'You sign in with <0>{email}</0>.',
  'account.email.pending':
    'We sent confirmation links to <0>{email}</0> and <1>{pending}</1>. Your address changes once you open them.',
  'account.email.new': 'New email',
  'account.email.submit': 'Change email',
  'account.email.same': 'This is already your email address.',
  'account.email.changeFailed': 'Could not change your email',
  'account.password.code': 'Confirmation code',
  'account.password.codeSentHint': 'Enter the code from the email we just sent you.',
  'account.password.codeHint': 'For your security we email you a code to confirm the change.',
  'account.password.sendAgain': 'Send another code',
  'account.password.sendCode': 'Email me a code',
  'account.password.submit': 'Change password',
  'account.password.codeSent': 'We emailed you a confirmation code.',
  'account.password.sendFailed': 'Could not send the code',
  'account.password.changeFailed': 'Could not change your password',
  'account.sessions.title': 'Sessions',
  'account.sessions.intro':
    'Signs you out here and on every other device and browser where you are signed in.',
  'account.sessions.signOutEverywhere': 'Sign out of all devices',
  'account.sessions.confirmTitle': 'Sign out of all devices?',
  'account.sessions.confirmDescription':
    'Every browser and device where you are signed in, this one included, goes to the sign-in page. Cards being typed elsewhere are kept until you sign in there again.',
  'account.sessions.confirm': 'Sign out everywhere',
} satisfies Record<`account.${string}`, string>;
