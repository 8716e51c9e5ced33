import { describe, expect, it } from 'vitest';
import { testI18n } from '../i18n/test-i18n';
import type { UiMessageId } from '../i18n';
import { describeActivity, type ActivityKind, type ActivityPayload } from './describeActivity';

function sentence(locale: 'en' | 'de', kind: ActivityKind, payload: ActivityPayload): string {
  const i18n = testI18n(locale);
  const words = (id: UiMessageId) => i18n._(id);
  const { variant, values, byRule } = describeActivity(kind, payload, words);
  const text = i18n._('ui.activity', { ...values, kind: variant });
  return (byRule ? `${text} ${i18n._('ui.activity.byRule', values)}` : text).replace(/<\/?\d+>/g, '');
}

describe('describeActivity', () => {
  it('says which rule made a change, in both languages', () => {
    expect(sentence('en', 'card.completed', { cardTitle: 'Ship', ruleName: 'Done means done' })).toBe(
      'completed Ship by rule Done means done',
    );
    expect(sentence('de', 'comment.added', { cardTitle: 'Ship', ruleName: 'Fertig' })).toBe(
      'hat Ship kommentiert per Regel Fertig',
    );
    // A rule's own rows name it in the sentence, once.
    expect(sentence('en', 'rule.applied', { cardTitle: 'Ship', ruleName: 'Done means done' })).toBe(
      'set off the rule Done means done on Ship',
    );
    expect(sentence('de', 'rule.failed', { cardTitle: 'Ship', ruleName: 'Fertig' })).toBe(
      'hat die Regel Fertig ausgelöst, die bei Ship scheiterte',
    );
    expect(sentence('en', 'card.completed', { cardTitle: 'Ship' })).toBe('completed Ship');
  });

  it('says what the automation triggers’ events were, in both languages', () => {
    expect(sentence('en', 'card.labeled', { cardTitle: 'Ship', labelName: 'Urgent' })).toBe(
      'added the label Urgent to Ship',
    );
    expect(
      sentence('de', 'card.labeled', { cardTitle: 'Ship', labelName: 'Dringend', ruleName: 'Eilig' }),
    ).toBe('hat das Label Dringend zu Ship hinzugefügt per Regel Eilig');
    expect(sentence('en', 'checklist.completed', { cardTitle: 'Ship' })).toBe(
      'finished the checklist of Ship',
    );
    expect(sentence('de', 'checklist.completed', { cardTitle: 'Ship' })).toBe(
      'hat die Checkliste von Ship abgeschlossen',
    );
    expect(sentence('en', 'card.due_passed', { cardTitle: 'Ship' })).toBe(
      'noted that Ship is past its due date',
    );
    expect(sentence('de', 'card.due_passed', { cardTitle: 'Ship' })).toBe(
      'hat vermerkt, dass Ship überfällig ist',
    );
    expect(
      sentence('en', 'card.converted_from_item', { cardTitle: 'Write notes', otherCardTitle: 'Release' }),
    ).toBe('turned a checklist item of Release into Write notes');
    expect(
      sentence('de', 'card.converted_from_item', { cardTitle: 'Write notes', otherCardTitle: 'Release' }),
    ).toBe('hat einen Checklistenpunkt von Release in Write notes umgewandelt');
    expect(
      sentence('en', 'card.created_from_template', {
        cardTitle: 'Login fails',
        otherCardTitle: 'Bug report',
      }),
    ).toBe('created Login fails from the template Bug report');
    expect(
      sentence('de', 'card.created_from_template', {
        cardTitle: 'Login fails',
        otherCardTitle: 'Bug report',
      }),
    ).toBe('hat Login fails aus der Vorlage Bug report erstellt');
    expect(sentence('en', 'card.made_template', { cardTitle: 'Bug report' })).toBe(
      'made Bug report a card template',
    );
    expect(sentence('de', 'card.template_removed', { cardTitle: 'Bug report' })).toBe(
      'hat die Vorlage Bug report wieder zur gewöhnlichen Karte gemacht',
    );
  });

  it('says what a cover change did, naming an image’s file, in both languages', () => {
    expect(sentence('en', 'card.cover_set', { cardTitle: 'Poster', fileName: 'poster.png' })).toBe(
      'made poster.png the cover of Poster',
    );
    expect(sentence('de', 'card.cover_set', { cardTitle: 'Poster' })).toBe(
      'hat Poster eine Titelfarbe gegeben',
    );
    expect(sentence('en', 'card.cover_removed', { cardTitle: 'Poster' })).toBe('removed the cover of Poster');
  });

  it('names both lists of a move', () => {
    expect(sentence('en', 'card.moved', { cardTitle: 'Fix login', fromList: 'To do', toList: 'Doing' })).toBe(
      'moved Fix login from To do to Doing',
    );
    expect(sentence('de', 'card.moved', { cardTitle: 'Login', fromList: 'Offen', toList: 'Erledigt' })).toBe(
      'hat Login von Offen nach Erledigt verschoben',
    );
  });

  it('says what a rename and a due date change did', () => {
    expect(sentence('en', 'card.renamed', { cardTitle: 'Final', previousTitle: 'Draft' })).toBe(
      'renamed Draft to Final',
    );
    expect(sentence('de', 'card.renamed', { cardTitle: 'Final', previousTitle: 'Entwurf' })).toBe(
      'hat Entwurf in Final umbenannt',
    );
    const due = new Date('2027-03-01T09:00:00Z');
    expect(sentence('en', 'card.due_changed', { cardTitle: 'Ship', dueAt: due })).toBe(
      'set the due date of Ship to 2027-03-01',
    );
    expect(sentence('de', 'card.due_changed', { cardTitle: 'Ship', dueAt: null })).toBe(
      'hat das Fälligkeitsdatum von Ship entfernt',
    );
    // Older rows carry neither: the sentence stays general.
    expect(sentence('en', 'card.renamed', { cardTitle: 'Final' })).toBe('renamed a card to Final');
    expect(sentence('en', 'card.due_changed', { cardTitle: 'Ship' })).toBe('changed the due date of Ship');
  });

  it('says what a start date change did, in both languages', () => {
    const start = new Date('2027-03-01T09:00:00Z');
    expect(sentence('en', 'card.start_changed', { cardTitle: 'Ship', startAt: start })).toBe(
      'set the start date of Ship to 2027-03-01',
    );
    expect(sentence('de', 'card.start_changed', { cardTitle: 'Ship', startAt: start })).toBe(
      'hat das Startdatum von Ship auf 2027-03-01 gesetzt',
    );
    expect(sentence('en', 'card.start_changed', { cardTitle: 'Ship', startAt: null })).toBe(
      'removed the start date of Ship',
    );
    expect(sentence('de', 'card.start_changed', { cardTitle: 'Ship' })).toBe(
      'hat das Startdatum von Ship geändert',
    );
  });

  it('says which card blocks, and when a blocked card was moved anyway', () => {
    expect(
      sentence('en', 'dependency.added', { cardTitle: 'Ship it', otherCardTitle: 'Release notes' }),
    ).toBe('marked Ship it as blocked by Release notes');
    expect(sentence('de', 'dependency.removed', { cardTitle: 'Ship it', otherCardTitle: 'Notizen' })).toBe(
      'hat Notizen aus den Blockern von Ship it entfernt',
    );
    // A blocker on a board the reader cannot open is never named.
    expect(sentence('en', 'dependency.added', { cardTitle: 'Ship it' })).toBe(
      'marked Ship it as blocked by another card',
    );
    expect(sentence('en', 'card.moved_blocked', { cardTitle: 'Ship it', toList: 'Done' })).toBe(
      'moved Ship it to Done while it was still blocked',
    );
  });

  it('says when a card was set to repeat, changed or stopped', () => {
    expect(sentence('en', 'recurrence.set', { cardTitle: 'Standup' })).toBe('set Standup to repeat');
    expect(sentence('en', 'recurrence.changed', { cardTitle: 'Standup' })).toBe(
      'changed how Standup repeats',
    );
    expect(sentence('en', 'recurrence.removed', { cardTitle: 'Standup' })).toBe('stopped Standup repeating');
    expect(sentence('de', 'recurrence.set', { cardTitle: 'Standup' })).toBe(
      'hat Standup wiederkehrend gemacht',
    );
    expect(sentence('de', 'recurrence.changed', { cardTitle: 'Standup' })).toBe(
      'hat geändert, wie Standup wiederkehrt',
    );
    expect(sentence('de', 'recurrence.removed', { cardTitle: 'Standup' })).toBe(
      'hat die Wiederholung von Standup beendet',
    );
  });

  it('falls back to generic words when the payload lacks names', () => {
    expect(sentence('en', 'comment.added', {})).toBe('commented on a card');
    expect(sentence('de', 'comment.added', {})).toBe('hat eine Karte kommentiert');
  });

  it('still says something for kinds it does not know', () => {
    expect(sentence('en', 'card.exploded', { cardTitle: 'X' })).toBe('updated X');
    expect(sentence('en', 'workspace.renamed', {})).toBe('made a change');
  });
});
