import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { useUiText } from '../i18n';
import { PrivateBoardMark } from './PrivateBoardMark';
import { boardRoleLabels, type BoardRole } from './roles';

/** One board a person is on, with the role their membership gives them there. */
export interface MemberBoardEntry {
  id: string;
  name: string;
  role: BoardRole;
  isPrivate?: boolean;
}

export interface MemberBoardsProps extends HTMLAttributes<HTMLUListElement> {
  /** Whose boards: names the list for screen readers. */
  personName: string;
  boards: readonly MemberBoardEntry[];
  ref?: Ref<HTMLUListElement>;
}

/**
 * The boards a person was added to, under their name in workspace settings (members and guests
 * alike). Renders nothing for someone on no board of their own: the workspace is all they see.
 */
export function MemberBoards({ personName, boards, className, ref, ...rest }: MemberBoardsProps) {
  const { t } = useUiText();
  if (boards.length === 0) return null;
  return (
    <ul
      ref={ref}
      className={clsx('tb-member-boards', className)}
      aria-label={t('ui.memberBoards.label', { name: personName })}
      {...rest}
    >
      {boards.map((board) => (
        <li key={board.id} className="tb-member-boards__board">
          {board.isPrivate ? <PrivateBoardMark /> : null}
          <span className="tb-member-boards__name">{board.name}</span>
          <span className="tb-member-boards__role">{t(boardRoleLabels[board.role])}</span>
        </li>
      ))}
    </ul>
  );
}
