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

  it('shows mentions as @Name and drops Markdown, matches still flagged', () => {
    expect(
      snippetParts('## Goals **v2.0** for @[<mark>Bob</mark> Brown](6e8d0827-1c5b-4c57-9d3c-2f4b8f1f4a11)'),
    ).toEqual([
      { text: 'Goals v2.0 for @', match: false },
      { text: 'Bob', match: true },
      { text: ' Brown', match: false },
    ]);
  });
});
