import type { BoardViewer, ReceivedBoardHint } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { catalogueTranslate } from '@/shared/i18n/catalogue-translate';
import { describeHints, othersOnBoard, viewersByCard } from './presence';

const viewers: BoardViewer[] = [
  { userId: 'me', displayName: 'Me', avatarUrl: null, openCardId: 'c1' },
  { userId: 'ada', displayName: 'Ada', avatarUrl: null, openCardId: 'c1' },
  { userId: 'bob', displayName: 'Bob', avatarUrl: 'b.png', openCardId: null },
];
const titles: Record<string, string> = { c1: 'Fix login' };

describe('presence', () => {
  it('lists the others with the card they have open', () => {
    expect(othersOnBoard(viewers, 'me', (id) => titles[id])).toEqual([
      { id: 'ada', name: 'Ada', avatarUrl: null, openCard: 'Fix login' },
      { id: 'bob', name: 'Bob', avatarUrl: 'b.png', openCard: null },
    ]);
  });

  it('groups the others by the card they have open, leaving me out', () => {
    const byCard = viewersByCard(viewers, 'me');
    expect(byCard.get('c1')?.map((person) => person.name)).toEqual(['Ada']);
    expect(byCard.size).toBe(1);
  });

  it('describes the hints of others only', () => {
    const hint = (userId: string, rest: object) => ({ userId, sentAt: '', ...rest }) as ReceivedBoardHint;
    const names = {
      person: (id: string) => id.toUpperCase(),
      card: (id: string) => titles[id],
      list: () => 'Doing',
    };
    expect(
      describeHints(
        [
          hint('ada', { kind: 'dragging-card', cardId: 'c1' }),
          hint('me', { kind: 'editing-card', cardId: 'c1' }),
          hint('bob', { kind: 'editing-card', cardId: 'zz' }),
          hint('bob', { kind: 'dragging-list', listId: 'l' }),
        ],
        'me',
        names,
        catalogueTranslate('en'),
      ),
    ).toEqual(['ADA is dragging “Fix login”', 'BOB is editing “a card”', 'BOB is moving the list “Doing”']);
  });

  it('describes them in German', () => {
    const hint = (userId: string, rest: object) => ({ userId, sentAt: '', ...rest }) as ReceivedBoardHint;
    const names = { person: () => 'Ada', card: () => undefined, list: (id: string) => titles[id] };
    expect(
      describeHints(
        [
          hint('ada', { kind: 'dragging-card', cardId: 'zz' }),
          hint('ada', { kind: 'dragging-list', listId: 'c1' }),
          hint('ada', { kind: 'editing-card', cardId: 'zz' }),
          hint('ada', { kind: 'dragging-list', listId: 'zz' }),
        ],
        'me',
        names,
        catalogueTranslate('de'),
      ),
    ).toEqual([
      'Ada verschiebt „eine Karte“',
      'Ada verschiebt die Liste „Fix login“',
      'Ada bearbeitet „eine Karte“',
      'Ada verschiebt die Liste „eine Liste“',
    ]);
  });
});
