import type { signInRulesMessages } from './sign-in-rules.en';

export const signInRulesMessagesDe: Record<keyof typeof signInRulesMessages, string> = {
  'settings.signInRules.heading': 'Beitreten und Anmelden',
  'settings.signInRules.domains': 'E-Mail-Domains, die ohne Einladung beitreten dürfen',
  'settings.signInRules.domainsHint':
    'Domains durch Kommas trennen, zum Beispiel example.com. Es zählen nur bestätigte Adressen.',
  'settings.signInRules.domainsInvalid': 'Gib bis zu 10 Domains wie example.com ein, ohne das @.',
  'settings.signInRules.role': 'Sie treten bei als',
  'settings.signInRules.provider': 'Mitglieder müssen sich anmelden über',
  'settings.signInRules.anyProvider': 'Jede Art der Anmeldung',
  'settings.signInRules.providerNeedsSession':
    'Du kannst nur die Anmeldung verlangen, mit der du gerade angemeldet bist, damit du dich nie selbst aussperrst.',
  'settings.signInRules.save': 'Anmelderegeln speichern',
  'settings.signInRules.saved': 'Anmelderegeln gespeichert',
  'settings.signInRules.failed': 'Die Anmelderegeln konnten nicht gespeichert werden',
  'settings.signInRules.readOnlyDomains':
    'Personen mit Adressen bei {domains} dürfen ohne Einladung beitreten.',
  'settings.signInRules.readOnlyProvider': 'Mitglieder müssen sich über {provider} anmelden.',
  'workspaces.joinable.heading': 'Workspaces, denen du beitreten kannst',
  'workspaces.joinable.reason': 'Offen für alle bei {domain}. Du trittst als {role} bei.',
  'workspaces.joinable.join': '{name} beitreten',
  'workspaces.joinable.joined': 'Du bist {name} beigetreten',
  'workspaces.joinable.failed': 'Beitritt zum Workspace fehlgeschlagen',
  'workspaces.providerRequired.title': '{name} verlangt die Anmeldung über {provider}',
  'workspaces.providerRequired.why':
    'Du hast dich diesmal anders angemeldet, daher zeigt dir Teamboard nichts in diesem Workspace. Melde dich über {provider} an, um ihn zu öffnen.',
  'workspaces.providerRequired.action': 'Über {provider} anmelden',
  'workspaces.providerRequired.back': 'Zurück zu deinen Workspaces',
};
