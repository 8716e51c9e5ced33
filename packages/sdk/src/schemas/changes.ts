/**
 * Refinement for update inputs: an update that changes nothing is almost
 * always a bug in the caller, and it would still bump `updated_at`.
 */
export function hasChanges(keys: readonly string[]) {
  return (input: Readonly<Record<string, unknown>>): boolean => keys.some((key) => input[key] !== undefined);
}

export const NOTHING_TO_UPDATE = 'Nothing to update.';
