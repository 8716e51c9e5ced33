import { describe, expect, it } from 'vitest';
import { activityPayload } from './activity-payload';

const names = {
  cardTitle: 'Now',
  listName: (id: string) => (id === 'l-live' ? 'Doing' : undefined),
  cardTitleOf: (id: string) => (id === 'c-here' ? 'Release notes' : undefined),
};

describe('activityPayload', () => {
  it('names the automation rule that made the change, and only then', () => {
    expect(activityPayload({ rule: { id: 'r1', name: 'Done means done' } }, names).ruleName).toBe(
      'Done means done',
    );
    expect(activityPayload({}, names)).not.toHaveProperty('ruleName');
    expect(activityPayload({ rule: 'r1' }, names)).not.toHaveProperty('ruleName');
  });

  it('names the card a converted checklist item came from: as it is now, or as it was', () => {
    expect(
      activityPayload({ from_card_id: 'c-here', from_card_title: 'Old notes' }, names).otherCardTitle,
    ).toBe('Release notes');
    expect(
      activityPayload({ from_card_id: 'c-gone', from_card_title: 'Old notes' }, names).otherCardTitle,
    ).toBe('Old notes');
  });

  it('reads a label row’s name as the label’s, not a list’s', () => {
    const payload = activityPayload({ label_id: 'lb1', name: 'Urgent' }, names);
    expect(payload.labelName).toBe('Urgent');
    expect(payload.listName).toBeUndefined();
    expect(activityPayload({ list_id: 'l-live', name: 'Old' }, names)).toMatchObject({
      listName: 'Doing',
      labelName: undefined,
    });
  });

  it('names lists as they are now, or as they were when the list is gone', () => {
    expect(
      activityPayload(
        {
          from_list_id: 'l-gone',
          from_list_name: 'Old list',
          to_list_id: 'l-live',
          to_list_name: 'Was doing',
        },
        names,
      ),
    ).toMatchObject({ fromList: 'Old list', toList: 'Doing' });
  });

  it('keeps a rename’s old title and a due change’s new date, or its removal', () => {
    expect(activityPayload({ title: 'Final', previous_title: 'Draft' }, names)).toMatchObject({
      cardTitle: 'Final',
      previousTitle: 'Draft',
    });
    expect(activityPayload({ due_at: '2027-03-01T09:00:00+00:00' }, names).dueAt?.toISOString()).toBe(
      '2027-03-01T09:00:00.000Z',
    );
    expect(activityPayload({ due_at: null }, names).dueAt).toBeNull();
    expect(activityPayload({}, names).dueAt).toBeUndefined();
    expect(activityPayload({ start_at: '2027-02-20T00:00:00+00:00' }, names).startAt?.toISOString()).toBe(
      '2027-02-20T00:00:00.000Z',
    );
    expect(activityPayload({ start_at: null }, names).startAt).toBeNull();
    expect(activityPayload({ due_at: null }, names).startAt).toBeUndefined();
  });

  it('names a dependency’s other card when the board has it, and leaves it unnamed otherwise', () => {
    expect(activityPayload({ blocker_card_id: 'c-here' }, names).otherCardTitle).toBe('Release notes');
    expect(activityPayload({ blocker_card_id: 'c-hidden' }, names).otherCardTitle).toBeUndefined();
    expect(activityPayload({ blocker_card_id: 42 }, names).otherCardTitle).toBeUndefined();
  });
});
