import type { CommentReaction } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { reactionSummaries } from './reaction-summaries';

const row = (comment: string, user: string, reaction: CommentReaction['reaction']): CommentReaction => ({
  comment_id: comment,
  user_id: user,
  reaction,
  card_id: 'card',
  created_at: '2026-11-26T12:00:00Z',
});
const names: Record<string, string> = { ada: 'Ada Lovelace', grace: 'Grace Hopper' };

describe('reactionSummaries', () => {
  it('groups by comment in the offered order, naming who reacted and marking mine', () => {
    const summaries = reactionSummaries(
      [
        row('c1', 'grace', 'tada'),
        row('c1', 'ada', 'thumbs_up'),
        row('c1', 'grace', 'thumbs_up'),
        row('c2', 'ada', 'eyes'),
      ],
      'ada',
      (id) => names[id] ?? 'Someone',
    );
    expect(summaries.get('c1')).toEqual([
      { id: 'thumbs_up', emoji: '👍', people: ['Ada Lovelace', 'Grace Hopper'], mine: true },
      { id: 'tada', emoji: '🎉', people: ['Grace Hopper'], mine: false },
    ]);
    expect(summaries.get('c2')).toEqual([{ id: 'eyes', emoji: '👀', people: ['Ada Lovelace'], mine: true }]);
    expect(summaries.get('c3')).toBeUndefined();
  });
});
