/**
 * The build variables that name the backend, read from a Vite env object: `import.meta.env` in the
 * app, `config.env` in a build plugin. Both values are public (the key is the anon or publishable one).
 */
export function backendVariables(vars: Readonly<Record<string, unknown>>): {
  supabaseUrl: string | undefined;
  supabaseKey: string | undefined;
} {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    supabaseUrl: text(vars.VITE_SUPABASE_URL),
    supabaseKey: text(vars.VITE_SUPABASE_ANON_KEY) ?? text(vars.VITE_SUPABASE_PUBLISHABLE_KEY),
  };
}
