import { describe, expect, it } from 'vitest';
import { fieldTextInput, fieldValueFromText } from './field-text';
import { customFieldKinds } from './types';

describe('fieldTextInput', () => {
  it('gives numbers, dates and links their own input and every other kind text', () => {
    expect(Object.fromEntries(customFieldKinds.map((kind) => [kind, fieldTextInput(kind)]))).toEqual({
      text: 'text',
      number: 'number',
      date: 'date',
      single_select: 'text',
      multi_select: 'text',
      checkbox: 'text',
      url: 'url',
      person: 'text',
    });
  });
});

describe('fieldValueFromText', () => {
  it('clears the value when nothing is typed', () => {
    expect(fieldValueFromText('number', '')).toBeNull();
    expect(fieldValueFromText('text', '')).toBeNull();
  });

  it('keeps a number field’s value a number and any other kind’s the text', () => {
    expect(fieldValueFromText('number', '12.5')).toBe(12.5);
    expect(fieldValueFromText('date', '2026-12-01')).toBe('2026-12-01');
    expect(fieldValueFromText('text', '42')).toBe('42');
  });
});
