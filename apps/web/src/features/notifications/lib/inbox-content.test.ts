import { describe, expect, it } from 'vitest';
import { inboxContent } from './inbox-content';

describe('inboxContent', () => {
  it('shows the excerpt as plain text: mentions as @Name, no Markdown', () => {
    const content = inboxContent({
      actor_name: 'Ada',
      card_title: 'Write launch blog post',
      board_name: 'Marketing',
      source: 'comment',
      excerpt: '## Goals **v2.0** — @[Bob Brown](6e8d0827-1c5b-4c57-9d3c-2f4b8f1f4a11) can you review?',
    });
    expect(content).toEqual({
      actorName: 'Ada',
      cardTitle: 'Write launch blog post',
      boardName: 'Marketing',
      workspaceName: undefined,
      excerpt: 'Goals v2.0 — @Bob Brown can you review?',
      role: undefined,
      source: 'comment',
    });
  });

  it('leaves a notification without an excerpt without one', () => {
    expect(inboxContent({ card_title: 'X' }).excerpt).toBeUndefined();
  });

  it('names the checklist item an item reminder is for, beside its card', () => {
    expect(inboxContent({ card_title: 'Venue', item: 'Book the room' })).toMatchObject({
      cardTitle: 'Venue',
      itemBody: 'Book the room',
    });
    expect(inboxContent({ card_title: 'Venue' }).itemBody).toBeUndefined();
  });
});
