import { useLingui } from '@lingui/react';
import type { Locale, MessageValues, UiMessageId } from '@teamboard/ui';
import { useMemo } from 'react';
import type { AppMessageId } from './messages/en';

/** Any message the app can show: its own, or a component library one. */
export type MessageId = AppMessageId | UiMessageId;

/** Translates a message id of either catalogue, in the active language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface AppText {
  readonly t: Translate;
  readonly locale: Locale;
}

/** The active language's text and tag; components re-render when the language changes. */
export function useT(): AppText {
  const { i18n, _ } = useLingui();
  const locale = i18n.locale as Locale;
  return useMemo(() => ({ t: (id, values) => _(id, values), locale }), [_, locale]);
}
