import { clsx } from 'clsx';
import { Avatar } from '../avatar';
import type { AvatarPerson } from '../avatar-stack';
import { useUiText } from '../i18n';

export interface MentionPickerProps {
  /** The listbox's id: the text field points at it with aria-controls. */
  id: string;
  /** The members matching what was typed after `@`, in the order shown. */
  people: readonly AvatarPerson[];
  /** Index of the highlighted person (moved with the arrow keys by the text field). */
  activeIndex: number;
  onPick: (person: AvatarPerson) => void;
  className?: string;
}

/** The id of one option, for aria-activedescendant. */
export const mentionOptionId = (pickerId: string, index: number) => `${pickerId}-option-${String(index)}`;

/**
 * The list of members offered after `@` in a text field. Keyboard focus stays
 * in the field (arrow keys move the highlight, Enter picks); a click picks too.
 */
export function MentionPicker({ id, people, activeIndex, onPick, className }: MentionPickerProps) {
  const { t } = useUiText();
  if (people.length === 0) {
    return (
      <p id={id} className={clsx('tb-mention-picker', 'tb-mention-picker__empty', className)} role="status">
        {t('ui.mention.noMatch')}
      </p>
    );
  }
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('ui.mention.label')}
      className={clsx('tb-mention-picker', className)}
    >
      {people.map((person, index) => (
        <li
          key={person.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className="tb-mention-picker__option"
          // Keep focus (and the caret) in the text field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(person)}
        >
          <Avatar name={person.name} src={person.avatarUrl} colorKey={person.id} size="sm" decorative />
          {person.name}
        </li>
      ))}
    </ul>
  );
}
