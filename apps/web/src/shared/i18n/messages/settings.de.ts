import type { settingsMessages } from './settings.en';

/** Die deutschen Texte der Einstellungen eines Arbeitsbereichs (Du-Form). */
export const settingsMessagesDe: Record<keyof typeof settingsMessages, string> = {
  'settings.back': 'Zurück zu {name}',
  'settings.general.heading': 'Arbeitsbereich',
  'settings.general.readOnly': '<0>{name}</0> unter /w/{slug}. Inhaber und Admins können ihn umbenennen.',
  'settings.general.slugHint':
    'Wenn du ihn änderst, ändert sich die Adresse jedes Boards; alte Links funktionieren nicht mehr.',
  'settings.general.address': 'Adresse: /w/{slug} (nur Inhaber können sie ändern).',
  'settings.general.submit': 'Änderungen speichern',
  'settings.general.saved': 'Arbeitsbereich gespeichert.',
  'settings.general.unchanged': 'Es gibt nichts zu speichern.',
  'settings.general.saveFailed': 'Der Arbeitsbereich konnte nicht gespeichert werden',
  'settings.members.remove.title': '{name} entfernen?',
  'settings.members.remove.titleUnknown': 'Dieses Mitglied entfernen?',
  'settings.members.remove.description':
    'Die Person verliert den Zugriff auf alle Boards dieses Arbeitsbereichs. Du kannst sie später wieder einladen.',
  'settings.members.remove.confirm': 'Entfernen',
  'settings.members.removed': '{name} wurde aus dem Arbeitsbereich entfernt.',
  'settings.members.removeFailed': 'Das Mitglied konnte nicht entfernt werden',
  'settings.members.roleChanged':
    '{name} ist jetzt {role, select, owner {Inhaber} admin {Admin} member {Mitglied} other {Betrachter}}.',
  'settings.members.roleChangeFailed': 'Die Rolle konnte nicht geändert werden',
  'settings.invitations.heading': 'Einladungen',
  'settings.webhooks.heading': 'Webhooks',
  'settings.invitations.formLabel': 'Jemanden einladen',
  'settings.invitations.email': 'E-Mail-Adresse der eingeladenen Person',
  'settings.invitations.role': 'Rolle',
  'settings.invitations.submit': 'Einladung senden',
  'settings.invitations.alreadyMember': 'Diese Person ist bereits Mitglied des Arbeitsbereichs.',
  'settings.invitations.sent': 'Einladung an {email} gesendet.',
  'settings.invitations.pending': 'Ausstehend',
  'settings.invitations.loadError': 'Die Einladungen konnten nicht geladen werden',
  'settings.invitations.empty': 'Keine ausstehenden Einladungen',
  'settings.invitations.listLabel': 'Ausstehende Einladungen',
  'settings.invitations.revoked': 'Einladung an {email} zurückgezogen.',
  'settings.invitations.revokeFailed': 'Die Einladung konnte nicht zurückgezogen werden',
  'settings.backup.heading': 'Sicherung',
  'settings.backup.description':
    'Alles auf den Boards, die du siehst, in einer Datei: Listen, Karten, Labels, Checklisten, Kommentare mit ihren Verfassern, eigene Felder und Abhängigkeiten. Dateien von Anhängen sind nicht enthalten.',
  'settings.backup.download': 'Sicherung herunterladen',
  'settings.backup.failed': 'Die Sicherung konnte nicht erstellt werden',
  'settings.danger.heading': 'Verlassen oder löschen',
  'settings.danger.delete': 'Arbeitsbereich löschen',
  'settings.danger.leave.title': '{name} verlassen?',
  'settings.danger.leave.description':
    'Du verlierst den Zugriff auf seine Boards, bis dich jemand wieder einlädt.',
  'settings.danger.leave.confirm': 'Verlassen',
  'settings.danger.left': 'Du hast {name} verlassen.',
  'settings.danger.leaveFailed': 'Der Arbeitsbereich konnte nicht verlassen werden',
  'settings.danger.delete.title': '{name} löschen?',
  'settings.danger.delete.description':
    'Alle Boards, Karten, Kommentare und Dateien darin werden für alle gelöscht. Das lässt sich nicht rückgängig machen.',
  'settings.danger.delete.confirm': 'Endgültig löschen',
  'settings.danger.delete.typeSlug': 'Gib zur Bestätigung {slug} ein',
  'settings.danger.deleted': '{name} wurde gelöscht.',
  'settings.danger.deleteFailed': 'Der Arbeitsbereich konnte nicht gelöscht werden',
  'settings.twoFactor.heading': 'Zwei-Faktor-Anmeldung',
  'settings.twoFactor.label': 'Mitglieder müssen die Zwei-Faktor-Anmeldung nutzen',
  'settings.twoFactor.description':
    'Mitglieder sehen nichts in diesem Workspace, bis sie sich mit einem Code aus einer Authenticator-App anmelden; wer keine hat, wird gebeten, sie einzurichten.',
  'settings.twoFactor.needsOwnCode':
    'Richte in deinem Konto die Zwei-Faktor-Anmeldung ein und melde dich mit einem Code an, bevor du sie von anderen verlangst.',
  'settings.twoFactor.on': 'Mitglieder müssen jetzt die Zwei-Faktor-Anmeldung nutzen.',
  'settings.twoFactor.off': 'Die Zwei-Faktor-Anmeldung ist nicht mehr Pflicht.',
  'settings.twoFactor.failed': 'Die Zwei-Faktor-Pflicht konnte nicht geändert werden',
  'settings.twoFactor.readOnly': 'Mitglieder dieses Workspaces müssen die Zwei-Faktor-Anmeldung nutzen.',
};
