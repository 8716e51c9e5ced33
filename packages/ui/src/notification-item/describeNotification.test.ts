import { describe, expect, it } from 'vitest';
import { testI18n } from '../i18n/test-i18n';
import type { UiMessageId } from '../i18n';
import {
  describeNotification,
  type NotificationContent,
  type NotificationKind,
} from './describeNotification';

function text(kind: NotificationKind, content: NotificationContent, locale: 'en' | 'de' = 'en'): string {
  const i18n = testI18n(locale);
  const { variant, values } = describeNotification(kind, content, (id: UiMessageId) => i18n._(id));
  return i18n._('ui.notification', { ...values, kind: variant }).replace(/<\/?\d+>/g, '');
}

describe('describeNotification', () => {
  it('says who did what to which card', () => {
    expect(text('mentioned', { actorName: 'Ada', cardTitle: 'X', source: 'description' })).toBe(
      'Ada mentioned you in X',
    );
    expect(text('assigned', { actorName: 'Ada', cardTitle: 'X' })).toBe('Ada assigned you to X');
    expect(text('overdue', { cardTitle: 'X' })).toBe('X is overdue');
    expect(text('start_soon', { cardTitle: 'X' })).toBe('X starts soon');
    expect(text('start_soon', { cardTitle: 'X' }, 'de')).toBe('X beginnt bald');
    expect(text('role_changed', { actorName: 'Ada', workspaceName: 'W', role: 'admin' })).toBe(
      'Ada made you admin of W',
    );
    expect(text('assigned', { actorName: 'Ada', cardTitle: 'X' }, 'de')).toBe('Ada hat dir X zugewiesen');
  });

  it('names a checklist item and its card in the item’s reminders', () => {
    expect(text('due_soon', { itemBody: 'Book the room', cardTitle: 'Venue' })).toBe(
      'Book the room on Venue is due soon',
    );
    expect(text('overdue', { itemBody: 'Book the room', cardTitle: 'Venue' })).toBe(
      'Book the room on Venue is overdue',
    );
    expect(text('overdue', { itemBody: 'Book the room', cardTitle: 'Venue' }, 'de')).toBe(
      'Book the room auf Venue ist überfällig',
    );
    expect(text('due_soon', { itemBody: 'Book the room', cardTitle: 'Venue' }, 'de')).toBe(
      'Book the room auf Venue ist bald fällig',
    );
    // Only reminders have items: another kind says what it always says.
    expect(text('assigned', { actorName: 'Ada', itemBody: 'Book the room', cardTitle: 'Venue' })).toBe(
      'Ada assigned you to Venue',
    );
  });

  it('copes with missing names and unknown kinds', () => {
    expect(text('commented', {})).toBe('Someone commented on a card');
    expect(text('teleported' as NotificationKind, { cardTitle: 'X' })).toBe('Something happened on X');
  });
});
