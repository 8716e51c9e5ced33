import { describe, expect, it } from 'vitest';
import { ruleCommentNames } from './card-activity';

describe('ruleCommentNames', () => {
  it('names the rule of each comment a rule wrote, and no other', () => {
    const names = ruleCommentNames([
      { kind: 'comment.added', payload: { comment_id: 'c1', rule: { id: 'r1', name: 'Done means done' } } },
      { kind: 'comment.added', payload: { comment_id: 'c2' } },
      { kind: 'card.completed', payload: { rule: { id: 'r1', name: 'Done means done' } } },
      { kind: 'comment.added', payload: { comment_id: 'c3', rule: 'r1' } },
    ]);
    expect([...names]).toEqual([['c1', 'Done means done']]);
  });
});
