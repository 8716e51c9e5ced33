import * as z from 'zod/mini';
import { type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { isTeamboardError } from '../errors/teamboard-error';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { getCard } from './get-card';
import type { Card } from './types';
import { writeCard, type CardPatch } from './update-card';

export interface CardStateOptions extends CallOptions {
  /**
   * The version the user acted on. Given, a newer card is a `CardConflictError`
   * as with `updateCard`; omitted, the change applies to whatever the card is now
   * (completing or archiving cannot overwrite anyone's text).
   */
  readonly expectedVersion?: number | undefined;
}

export const stateInput = z.object({
  cardId: idSchema,
  expectedVersion: z.optional(
    z
      .number({ error: 'Version must be a number.' })
      .check(
        z.int({ error: 'Version must be a whole number.' }),
        z.gte(0, { error: 'Version cannot be negative.' }),
      ),
  ),
});

/** Another edit can land between reading the version and writing; a few tries settle it. */
export const ATTEMPTS = 3;

export async function setState(
  client: TeamboardClient,
  cardId: string,
  options: CardStateOptions,
  patch: CardPatch,
): Promise<Card> {
  const input = validate(stateInput, { cardId, expectedVersion: options.expectedVersion });
  if (input.expectedVersion !== undefined)
    return writeCard(client, input.cardId, input.expectedVersion, patch);
  for (let attempt = 1; ; attempt += 1) {
    const { version } = await getCard(client, input.cardId);
    try {
      return await writeCard(client, input.cardId, version, patch);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTeamboardError(error) || error.reason !== 'stale_version') throw error;
    }
  }
}
