/** The bell's, the inbox's, the watch toggle's and the notification settings' messages (English source). */
export const notificationsMessages = {
  'notifications.title': 'Notifications',
  'notifications.openInbox': 'Open the inbox',
  'notifications.settings.saveFailed': 'Couldn’t save the notification settings',
  'notifications.settings.loadError': 'Notification settings didn’t load',
  'notifications.settings.email': 'Email me notifications',
  'notifications.settings.when': 'Email me when',
  'notifications.kind':
    '{kind, select, mentioned {Someone mentions me} assigned {I am assigned to a card} commented {Someone comments on a card I watch} due_soon {A card of mine is due within a day} overdue {A card of mine is overdue} invited {I am invited to a workspace} webhook_disabled {A webhook I manage is turned off after failing for a day} other {My role in a workspace changes}}',
  'notifications.watch.failed': 'Couldn’t change watching',
  'notifications.watch.hint': 'Watchers are told about every comment',
  'notifications.watch.state': '{watching, select, true {Watching} other {Watch}}',
} satisfies Record<`notifications.${string}`, string>;
