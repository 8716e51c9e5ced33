import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements, screenReaderInstructions } from './announcements';
import { catalogueTranslate } from '@/shared/i18n/catalogue-translate';

const active = { id: 'c1', data: { current: { type: 'card' } } } as unknown as Active;
const over = { id: 'c2' } as unknown as Over;

function announce(locale: 'en' | 'de') {
  const t = catalogueTranslate(locale);
  const describe = () => t('board.drag.card', { title: 'Fix login' });
  const positionOf = () => t('board.drag.cardPosition', { list: 'Doing', index: 2, count: 1500 });
  const say = boardAnnouncements(t, describe, positionOf);
  return {
    start: say.onDragStart({ active }),
    over: say.onDragOver({ active, over }),
    off: say.onDragOver({ active, over: null }),
    end: say.onDragEnd({ active, over }),
    cancel: say.onDragCancel({ active, over: null }),
    instructions: screenReaderInstructions(t).draggable,
  };
}

describe('drag announcements', () => {
  it('name the card and its place in English', () => {
    expect(announce('en')).toEqual({
      start: 'Picked up card Fix login.',
      over: 'card Fix login is now in Doing, position 2 of 1,500.',
      off: 'card Fix login is no longer over a list.',
      end: 'card Fix login was dropped in Doing, position 2 of 1,500.',
      cancel: 'Moving card Fix login was cancelled; it is back where it was.',
      instructions:
        'To move this item, press Space or Enter to pick it up. Use the arrow keys to move it, Space or Enter to drop it, and Escape to cancel.',
    });
  });

  it('name the card and its place in German, with German numbers', () => {
    const said = announce('de');
    expect(said.start).toBe('Karte Fix login aufgenommen.');
    expect(said.over).toBe('Karte Fix login ist jetzt in Doing, an Stelle 2 von 1.500.');
    expect(said.end).toBe('Karte Fix login wurde abgelegt: in Doing, an Stelle 2 von 1.500.');
    expect(said.cancel).toBe('Verschieben von Karte Fix login abgebrochen; es ist wieder an seinem Platz.');
    expect(said.instructions).toContain('Pfeiltasten');
  });
});
