import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Avatar } from '../avatar';
import type { AvatarPerson } from '../avatar-stack';
import { formatDueDate, formatRelativeTime } from '../format';
import { UiTrans, useUiText } from '../i18n';
import { describeActivity, type ActivityKind, type ActivityPayload } from './describeActivity';

export interface ActivityItemProps extends HTMLAttributes<HTMLLIElement> {
  actor: AvatarPerson;
  kind: ActivityKind;
  payload?: ActivityPayload;
  createdAt: Date;
  now?: Date;
  locale?: string;
  ref?: Ref<HTMLLIElement>;
}

/** One line of the activity feed: who did what, when. Render inside a list (`<ol>`). */
export function ActivityItem({
  actor,
  kind,
  payload = {},
  createdAt,
  now,
  locale,
  className,
  ref,
  ...rest
}: ActivityItemProps) {
  const { t, locale: uiLocale } = useUiText();
  const when = now ?? new Date();
  const sentence = describeActivity(kind, payload, t, (date) =>
    formatDueDate(date, when, locale ?? uiLocale),
  );
  return (
    <li ref={ref} className={clsx('tb-activity', className)} data-kind={kind} {...rest}>
      <Avatar name={actor.name} src={actor.avatarUrl} colorKey={actor.id} size="sm" decorative />
      <p className="tb-activity__text">
        <strong>{actor.name}</strong>{' '}
        <UiTrans
          id="ui.activity"
          values={{ ...sentence.values, kind: sentence.variant }}
          components={{ 1: <strong /> }}
        />
        {sentence.byRule ? (
          <>
            {' '}
            <UiTrans id="ui.activity.byRule" values={sentence.values} components={{ 1: <strong /> }} />
          </>
        ) : null}
        <time className="tb-activity__time" dateTime={createdAt.toISOString()}>
          {formatRelativeTime(createdAt, when, locale ?? uiLocale)}
        </time>
      </p>
    </li>
  );
}
