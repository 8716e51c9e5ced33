import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Locale } from './locales';
import type { UiMessageId } from './messages/en';

/** What a message's `{placeholders}` are filled with. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

export interface UiText {
  /** The active catalogue's text for a component message. */
  readonly t: (id: UiMessageId, values?: MessageValues) => string;
  /** The active language, for `Intl` formatting. */
  readonly locale: Locale;
}

/**
 * The component library's own messages, from the nearest Lingui `I18nProvider`. The app loads
 * `uiMessages` into the same provider and may override any `ui.*` id with its own text.
 */
export function useUiText(): UiText {
  const { i18n, _ } = useLingui();
  const locale = i18n.locale as Locale;
  return useMemo(() => ({ t: (id, values) => _(id, values), locale }), [_, locale]);
}
