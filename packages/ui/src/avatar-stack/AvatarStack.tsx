import { clsx } from 'clsx';
import { Avatar, type AvatarSize } from '../avatar';
import { Tooltip } from '../tooltip';

export interface AvatarPerson {
  id: string;
  name: string;
  avatarUrl?: string | null;
  online?: boolean;
}

export interface AvatarStackProps {
  people: readonly AvatarPerson[];
  /** How many avatars to draw before collapsing the rest into "+n". */
  max?: number;
  size?: AvatarSize;
  /** Names the group, e.g. "Assignees" or "Viewing this board". */
  label: string;
  className?: string;
}

/** Overlapping avatars with a "+n" overflow whose tooltip names everyone hidden. */
export function AvatarStack({ people, max = 4, size = 'sm', label, className }: AvatarStackProps) {
  // When exactly one would overflow, showing that person beats a "+1" chip of the same size.
  const visible = people.length > max ? people.slice(0, max - 1) : people;
  const hidden = people.slice(visible.length);
  return (
    <ul className={clsx('tb-avatar-stack', `tb-avatar-stack--${size}`, className)} aria-label={label}>
      {visible.map((person) => (
        <li key={person.id} className="tb-avatar-stack__item">
          <Avatar
            name={person.name}
            src={person.avatarUrl}
            colorKey={person.id}
            size={size}
            online={person.online}
          />
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className="tb-avatar-stack__item">
          <Tooltip content={hidden.map((person) => person.name).join(', ')}>
            <button
              type="button"
              className={clsx('tb-avatar', `tb-avatar--${size}`, 'tb-avatar-stack__more')}
            >
              <span aria-hidden>+{hidden.length}</span>
              <span className="tb-visually-hidden">
                {hidden.length} more: {hidden.map((person) => person.name).join(', ')}
              </span>
            </button>
          </Tooltip>
        </li>
      ) : null}
    </ul>
  );
}
