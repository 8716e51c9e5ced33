/** The app frame's messages (user menu, keyboard shortcuts) and the system pages' (English source). */
export const shellMessages = {
  'shell.userMenu.label': 'Account menu for {name}',
  'shell.userMenu.signOut': 'Sign out',
  'shell.userMenu.signOutFailed': 'Could not sign out',
  'shell.shortcuts.title': 'Keyboard shortcuts',
  'shell.shortcuts.general': 'General',
  'shell.keys.ctrl': 'Ctrl',
  'shell.keys.space': 'Space',
  'shell.goToWorkspaces': 'Go to your workspaces',
  'shell.update.available': 'A new version of Teamboard is ready',
  'shell.update.reload': 'Reload',
  /** The installed app's description in its web app manifest (install dialogs, store listings). */
  'shell.manifest.description':
    'Your team’s Kanban board: lists and cards, live for everyone and usable offline.',
  'shell.update.reloadHint': 'Reload the page to use the new version',
  'system.configError.title': 'Teamboard can’t reach its server',
  'system.notFound.title': 'Page not found',
  'system.screenLoad.title': 'This part of Teamboard could not load',
  'system.screenLoad.body': 'Check your connection. It loads by itself as soon as you are back online.',
  'system.screenLoad.failedBody': 'Try again to load the latest version of Teamboard.',
  'system.notFound.body':
    'There is nothing at this address. It may have moved, or you may not have access to it.',
} satisfies Record<`shell.${string}` | `system.${string}`, string>;
