/** An owner resets a member's two-factor sign-in after they lost their authenticator (English). */
export const twoFactorResetMessages = {
  'twoFactorReset.action': 'Reset two-factor sign-in',
  'twoFactorReset.actionFor': 'Reset two-factor sign-in of {name}',
  'twoFactorReset.title': 'Reset two-factor sign-in of {name}?',
  'twoFactorReset.titleUnknown': 'Reset two-factor sign-in of this member?',
  'twoFactorReset.description':
    'Do this only when they lost their authenticator app and you are sure it is really them asking. Their authenticator is removed, so their password alone signs them in until they set up two-factor sign-in again.',
  'twoFactorReset.confirm': 'Reset two-factor sign-in',
  'twoFactorReset.done': 'Two-factor sign-in of {name} was reset. Their password alone signs them in now.',
  'twoFactorReset.failed': 'Could not reset two-factor sign-in',
} satisfies Record<string, string>;
