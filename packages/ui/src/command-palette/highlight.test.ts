import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('flags every occurrence of every word, ignoring case', () => {
    expect(highlightParts('Roadmap and road signs', 'ROAD sign')).toEqual([
      { text: 'Road', match: true },
      { text: 'map and ', match: false },
      { text: 'road', match: true },
      { text: ' ', match: false },
      { text: 'sign', match: true },
      { text: 's', match: false },
    ]);
  });

  it('treats regular-expression syntax in the query as text', () => {
    expect(highlightParts('a (b) c', '(b)')).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
    expect(highlightParts('plain', '   ')).toEqual([{ text: 'plain', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
