import { describe, expect, it } from 'vitest';
import { describeNotification, type NotificationKind } from './describeNotification';

const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('describeNotification', () => {
  it('says who did what to which card', () => {
    expect(
      text(describeNotification('mentioned', { actorName: 'Ada', cardTitle: 'X', source: 'description' })),
    ).toBe('Ada mentioned you in X');
    expect(text(describeNotification('assigned', { actorName: 'Ada', cardTitle: 'X' }))).toBe(
      'Ada assigned you to X',
    );
    expect(text(describeNotification('overdue', { cardTitle: 'X' }))).toBe('X is overdue');
    expect(
      text(describeNotification('role_changed', { actorName: 'Ada', workspaceName: 'W', role: 'admin' })),
    ).toBe('Ada made you admin of W');
  });

  it('copes with missing names and unknown kinds', () => {
    expect(text(describeNotification('commented', {}))).toBe('Someone commented on a card');
    expect(text(describeNotification('teleported' as NotificationKind, { cardTitle: 'X' }))).toBe(
      'Something happened on X',
    );
  });
});
