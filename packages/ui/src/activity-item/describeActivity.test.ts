import { describe, expect, it } from 'vitest';
import { describeActivity } from './describeActivity';

const sentence = (...args: Parameters<typeof describeActivity>) =>
  describeActivity(...args)
    .map((part) => part.text)
    .join('');

describe('describeActivity', () => {
  it('names both lists of a move', () => {
    expect(sentence('card.moved', { cardTitle: 'Fix login', fromList: 'To do', toList: 'Doing' })).toBe(
      'moved Fix login from To do to Doing',
    );
  });

  it('falls back to generic words when the payload lacks names', () => {
    expect(sentence('comment.added', {})).toBe('commented on a card');
  });

  it('still says something for kinds it does not know', () => {
    expect(sentence('card.exploded', { cardTitle: 'X' })).toBe('updated X');
    expect(sentence('workspace.renamed', {})).toBe('made a change');
  });
});
