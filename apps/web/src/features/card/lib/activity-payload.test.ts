import { describe, expect, it } from 'vitest';
import { activityPayload } from './activity-payload';

const names = { cardTitle: 'Current title', listName: (id: string) => ({ l1: 'To do', l2: 'Done' })[id] };

describe('activityPayload', () => {
  it('names the lists of a move', () => {
    expect(activityPayload({ from_list_id: 'l1', to_list_id: 'l2' }, names)).toMatchObject({
      cardTitle: 'Current title',
      fromList: 'To do',
      toList: 'Done',
    });
  });

  it('prefers the title written with the event and passes file names through', () => {
    expect(activityPayload({ title: 'Old title', list_id: 'l1' }, names)).toMatchObject({
      cardTitle: 'Old title',
      listName: 'To do',
    });
    expect(activityPayload({ file_name: 'a.pdf' }, names).fileName).toBe('a.pdf');
  });

  it('survives payloads that are not objects', () => {
    expect(activityPayload(null, names).cardTitle).toBe('Current title');
    expect(activityPayload(['x'], names).fromList).toBeUndefined();
  });
});
