import type { ActivityPayload } from '@teamboard/ui';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

const text = (value: Json | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** Resolves an activity row's payload (ids, as the triggers write it) to the names the feed shows. */
export function activityPayload(
  payload: Json,
  names: { cardTitle: string; listName: (id: string) => string | undefined },
): ActivityPayload {
  const fields = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const listOf = (key: string) => {
    const id = text(fields[key]);
    return id === undefined ? undefined : names.listName(id);
  };
  return {
    cardTitle: text(fields.title) ?? names.cardTitle,
    fromList: listOf('from_list_id'),
    toList: listOf('to_list_id'),
    listName: listOf('list_id') ?? text(fields.name),
    fileName: text(fields.file_name),
    role: text(fields.role),
  };
}
