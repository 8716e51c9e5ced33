import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { UiMessageId } from './messages/en';
import type { MessageValues } from './use-ui-text';

export interface UiTransProps {
  readonly id: UiMessageId;
  readonly values?: MessageValues;
  /** Elements for the message's numbered tags: `<0>…</0>` is wrapped in `components[0]`. */
  readonly components?: Readonly<Record<number, ReactElement>>;
}

/** A component message with React elements inside it (a bold name, a link). */
export function UiTrans({ id, values, components }: UiTransProps) {
  return <Trans id={id} values={values} components={components} />;
}
