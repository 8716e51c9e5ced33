import { Trans } from '@lingui/react';
import type { MessageValues } from '@teamboard/ui';
import type { ReactElement } from 'react';
import type { MessageId } from './use-t';

export interface MessageProps {
  readonly id: MessageId;
  readonly values?: MessageValues;
  /** Elements for the message's numbered tags: `<0>…</0>` is wrapped in `components[0]`. */
  readonly components?: Readonly<Record<number, ReactElement>>;
}

/** A message with React elements inside it (a bold name, a link). */
export function Message({ id, values, components }: MessageProps) {
  return <Trans id={id} values={values} components={components} />;
}
