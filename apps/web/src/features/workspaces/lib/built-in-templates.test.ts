import { setupI18n } from '@lingui/core';
import { LABEL_COLORS } from '@teamboard/sdk';
import type { Locale } from '@teamboard/ui';
import { describe, expect, it } from 'vitest';
import { messages as de } from '@/shared/i18n/compiled/de';
import { messages as en } from '@/shared/i18n/compiled/en';
import type { Translate } from '@/shared/i18n';
import {
  BUILT_IN_TEMPLATE_IDS,
  BUILT_IN_TEMPLATES,
  builtInTemplateExport,
  builtInTemplateOf,
  builtInValue,
} from './built-in-templates';

function translate(locale: Locale): Translate {
  const i18n = setupI18n({ locale, messages: { en, de } });
  return (id, values) => i18n._(id, values);
}

interface Exported {
  board: { name: string };
  exported_at: string;
  lists: { id: string; name: string }[];
  cards: { list_id: string; title: string; labels: { name: string; color: string }[] }[];
}

describe('built-in templates', () => {
  it.each(BUILT_IN_TEMPLATE_IDS)(
    '%s: every card sits in one of its lists and every label is on a card',
    (id) => {
      const template = BUILT_IN_TEMPLATES[id];
      for (const card of template.cards) expect(template.lists[card.list]).toBeDefined();
      const used = new Set(template.cards.flatMap((card) => card.labels ?? []));
      expect([...used].sort()).toEqual(template.labels.map((_, index) => index));
      for (const label of template.labels) expect(LABEL_COLORS).toContain(label.color);
    },
  );

  it.each(['en', 'de'] as const)(
    'writes each as a board export in %s, with text for every name',
    (locale) => {
      const t = translate(locale);
      for (const id of BUILT_IN_TEMPLATE_IDS) {
        const file = JSON.parse(builtInTemplateExport(id, t, 'Roadmap')) as Exported;
        expect(file.board.name).toBe('Roadmap');
        expect(Number.isNaN(Date.parse(file.exported_at))).toBe(false);
        const listIds = new Set(file.lists.map((list) => list.id));
        expect(listIds.size).toBe(BUILT_IN_TEMPLATES[id].lists.length);
        // A message id left untranslated would come back as the id itself.
        const texts = [
          ...file.lists.map((list) => list.name),
          ...file.cards.flatMap((card) => [card.title, ...card.labels.map((label) => label.name)]),
        ];
        for (const text of texts) expect(text).not.toMatch(/^templates\./);
        expect(new Set(file.lists.map((list) => list.name)).size).toBe(file.lists.length);
        for (const card of file.cards) expect(listIds).toContain(card.list_id);
      }
      expect((JSON.parse(builtInTemplateExport('bug-triage', t, 'x')) as Exported).lists[0]?.name).toBe(
        locale === 'de' ? 'Neu' : 'New',
      );
    },
  );

  it('tells its menu values apart from board ids', () => {
    expect(builtInTemplateOf(builtInValue('sprint'))).toBe('sprint');
    expect(builtInTemplateOf('0b7c8d1e-0000-4000-8000-000000000000')).toBeUndefined();
    expect(builtInTemplateOf('built-in:nope')).toBeUndefined();
  });
});
