import type { Tables } from '../database.types';
import type { ProfileSummary } from '../profiles/types';

/** One line of the feed; `kind` is `<thing>.<event>` (`card.moved`, `member.joined`, …), `payload` its details. */
export interface ActivityEntry extends Tables<'activity'> {
  readonly actor: ProfileSummary | null;
}
