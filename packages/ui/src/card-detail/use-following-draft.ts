import { useState } from 'react';

/**
 * A field's draft that follows the saved value until the person edits it. A newer saved value
 * (from the server, or the board's saved copy giving way to the server's) replaces a draft that
 * still equals the value before it; a draft the person has changed is theirs and stays, to be
 * committed or reset by them.
 */
export function useFollowingDraft(saved: string) {
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // Adjusting state while rendering, as React advises for state that follows a prop.
  if (saved !== base) {
    setBase(saved);
    if (draft === base) setDraft(saved);
  }
  return [draft, setDraft] as const;
}
