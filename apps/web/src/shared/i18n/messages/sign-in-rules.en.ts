/** A workspace's sign-in rules: joining by email domain, and the provider members must use. */
export const signInRulesMessages = {
  'settings.signInRules.heading': 'Joining and signing in',
  'settings.signInRules.domains': 'Email domains that may join without an invitation',
  'settings.signInRules.domainsHint':
    'Separate domains with commas, for example example.com. Only confirmed addresses count.',
  'settings.signInRules.domainsInvalid': 'Enter up to 10 domains such as example.com, without the @.',
  'settings.signInRules.role': 'They join as',
  'settings.signInRules.provider': 'Members must sign in through',
  'settings.signInRules.anyProvider': 'Any way of signing in',
  'settings.signInRules.providerNeedsSession':
    'You can require only the way you signed in with now, so you never lock yourself out.',
  'settings.signInRules.save': 'Save sign-in rules',
  'settings.signInRules.saved': 'Sign-in rules saved',
  'settings.signInRules.failed': 'Could not save the sign-in rules',
  'settings.signInRules.readOnlyDomains': 'People at {domains} may join without an invitation.',
  'settings.signInRules.readOnlyProvider': 'Members must sign in through {provider}.',
  'workspaces.joinable.heading': 'Workspaces you can join',
  'workspaces.joinable.reason': 'Open to everyone at {domain}. You join as {role}.',
  'workspaces.joinable.join': 'Join {name}',
  'workspaces.joinable.joined': 'You joined {name}',
  'workspaces.joinable.failed': 'Could not join the workspace',
  'workspaces.providerRequired.title': '{name} requires signing in through {provider}',
  'workspaces.providerRequired.why':
    'You signed in another way this time, so Teamboard shows you nothing in this workspace. Sign in through {provider} to open it.',
  'workspaces.providerRequired.action': 'Sign in through {provider}',
  'workspaces.providerRequired.back': 'Back to your workspaces',
} as const;
