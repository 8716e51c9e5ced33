import { describe, expect, it } from 'vitest';
import { withCardState } from './card-state';

const open = { completed_at: null, archived_at: null };
const now = '2027-03-01T09:00:00.000Z';
const earlier = '2027-02-01T09:00:00.000Z';

describe('a card state change shown before the server answers', () => {
  it('sets the stamp it names and leaves the other', () => {
    expect(withCardState(open, 'complete', now)).toEqual({ completed_at: now, archived_at: null });
    expect(withCardState(open, 'archive', now)).toEqual({ completed_at: null, archived_at: now });
  });
  it('keeps an existing stamp, as the database does', () => {
    const done = { completed_at: earlier, archived_at: earlier };
    expect(withCardState(done, 'complete', now)).toEqual(done);
    expect(withCardState(done, 'archive', now)).toEqual(done);
  });
  it('clears the stamp when undone', () => {
    const done = { completed_at: earlier, archived_at: earlier };
    expect(withCardState(done, 'reopen', now)).toEqual({ completed_at: null, archived_at: earlier });
    expect(withCardState(done, 'restore', now)).toEqual({ completed_at: earlier, archived_at: null });
  });
});
