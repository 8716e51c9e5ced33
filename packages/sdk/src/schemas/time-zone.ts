import * as z from 'zod/mini';

/**
 * True when the runtime knows `timeZone` as an IANA name, e.g. to check a zone before offering it.
 * The database may still refuse a zone added to the runtime's list after its own (see `timeZoneSchema`).
 *
 * @category Boards
 * @example
 * const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
 * await createBoard(client, { workspaceId, name: 'Roadmap', ...(isTimeZone(zone) ? { timeZone: zone } : {}) });
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA time zone name (`Europe/Berlin`). The database checks it again
 * against its own list (`pg_timezone_names`), which a runtime may differ from
 * by a recently added zone: that answer is `validation` with reason `time_zone`.
 */
export const timeZoneSchema = z
  .string({ error: 'The time zone must be text.' })
  .check(
    z.maxLength(64, { error: 'The time zone is not valid.' }),
    z.refine(isTimeZone, { error: 'The time zone is not valid.' }),
  );
