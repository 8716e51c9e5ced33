/** The bell's, the inbox's, the watch toggle's and the notification settings' messages (English source). */
export const notificationsMessages = {
  'notifications.title': 'Notifications',
  'notifications.openInbox': 'Open the inbox',
  'notifications.settings.saveFailed': 'Couldn’t save the notification settings',
  'notifications.settings.loadError': 'Notification settings didn’t load',
  'notifications.settings.email': 'Email me notifications',
  'notifications.settings.when': 'Email me when',
  'notifications.kind':
    '{kind, select, mentioned {Someone mentions me} assigned {I am assigned to a card} commented {Someone comments on a card I watch} due_soon {A card or checklist item of mine is due soon} start_soon {A card of mine starts soon} overdue {A card or checklist item of mine is overdue} invited {I am invited to a workspace} webhook_disabled {A webhook I manage is turned off after failing for a day} other {My role in a workspace changes}}',
  'notifications.settings.reminders': 'Reminders',
  'notifications.settings.lead': 'Remind me of due dates',
  'notifications.settings.leadOption':
    '{minutes, select, 0 {When it is due} 15 {15 minutes before} 60 {1 hour before} other {1 day before}}',
  'notifications.settings.startReminders': 'Remind me of start dates too',
  'notifications.settings.startRemindersHint': 'As long before the start as before a due date',
  'notifications.settings.quiet': 'Quiet hours',
  'notifications.settings.quietHint':
    'No email during these hours; what waits comes as one email when they end',
  'notifications.settings.quietOn': 'Hold emails during quiet hours',
  'notifications.settings.quietStart': 'From',
  'notifications.settings.quietEnd': 'Until',
  'notifications.settings.timeZone': 'My time zone',
  'notifications.settings.timeZoneOption': '{zone} ({offset})',
  'notifications.settings.quietSame': 'Quiet hours must start and end at different times',
  'notifications.settings.quietSave': 'Save quiet hours',
  'notifications.snooze.failed': 'Couldn’t snooze the reminder',
  'notifications.watch.failed': 'Couldn’t change watching',
  'notifications.watch.hint': 'Watchers are told about every comment',
  'notifications.watch.state': '{watching, select, true {Watching} other {Watch}}',
} satisfies Record<`notifications.${string}`, string>;
