import { describe, expect, it } from 'vitest';
import { backendVariables } from './backend-variables';

describe('backendVariables', () => {
  it('reads the URL and the anon key, or the publishable key when there is no anon key', () => {
    expect(
      backendVariables({
        VITE_SUPABASE_URL: 'https://project.example.test',
        VITE_SUPABASE_ANON_KEY: 'anon',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'publishable',
      }),
    ).toEqual({ supabaseUrl: 'https://project.example.test', supabaseKey: 'anon' });
    expect(backendVariables({ VITE_SUPABASE_ANON_KEY: '', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_pub' })).toEqual(
      { supabaseUrl: undefined, supabaseKey: 'sb_pub' },
    );
  });

  it('takes an empty or non-text value as not set', () => {
    expect(backendVariables({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: true })).toEqual({
      supabaseUrl: undefined,
      supabaseKey: undefined,
    });
  });
});
