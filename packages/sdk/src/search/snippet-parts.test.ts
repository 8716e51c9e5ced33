import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet-parts';

describe('snippetParts', () => {
  it('splits a snippet into text and matched words', () => {
    expect(snippetParts('Keep the <mark>roadmap</mark> short, <mark>road</mark>')).toEqual([
      { text: 'Keep the ', match: false },
      { text: 'roadmap', match: true },
      { text: ' short, ', match: false },
      { text: 'road', match: true },
    ]);
  });

  it('keeps other markup as text and drops empty marks', () => {
    expect(snippetParts('<b>x</b><mark></mark> <script>')).toEqual([
      { text: '<b>x</b>', match: false },
      { text: ' <script>', match: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
