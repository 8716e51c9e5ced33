import { useId, useState, type FormEvent } from 'react';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { Combobox } from '../combobox';
import { Select } from '../select';
import { TextField } from '../text-field';
import { useUiText } from '../i18n';
import { boardRoleLabels, boardRoles, type BoardRole } from './roles';

/** A workspace member who is not on the board yet. */
export interface BoardMemberCandidate {
  userId: string;
  name: string;
  email?: string | null;
  avatarUrl?: string | null;
}

/** Resolves when the request succeeded (the form then clears); rejects to keep what was typed. */
type Submit<Args extends unknown[]> = (...args: Args) => Promise<unknown> | void;

// The server checks addresses properly; this only catches what is plainly not one.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function settle(result: Promise<unknown> | void): Promise<boolean> {
  try {
    await result;
    return true;
  } catch {
    return false;
  }
}

export interface AddFromWorkspaceProps {
  candidates: readonly BoardMemberCandidate[];
  onAdd: Submit<[userId: string, role: BoardRole]>;
  busy: boolean;
}

/** Picks a workspace member who is not on the board and gives them a role there. */
export function AddFromWorkspace({ candidates, onAdd, busy }: AddFromWorkspaceProps) {
  const { t } = useUiText();
  const id = useId();
  const [chosen, setChosen] = useState<string>();
  const [role, setRole] = useState<BoardRole>('editor');
  const [missing, setMissing] = useState(false);
  const roleOptions = boardRoles.map((value) => ({ value, label: t(boardRoleLabels[value]) }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) {
      setMissing(true);
      return;
    }
    if (await settle(onAdd(chosen, role))) setChosen(undefined);
  };
  return (
    <form
      className="tb-board-members__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="tb-board-members__heading">
        {t('ui.boardMembers.add.title')}
      </h3>
      {candidates.length === 0 ? (
        <p className="tb-board-members__hint">{t('ui.boardMembers.add.none')}</p>
      ) : (
        <>
          <div className="tb-board-members__fields">
            <Combobox
              label={t('ui.boardMembers.add.person')}
              placeholder={t('ui.boardMembers.add.choose')}
              options={candidates.map((person) => ({
                value: person.userId,
                label: person.name,
                start: (
                  <Avatar
                    name={person.name}
                    src={person.avatarUrl}
                    colorKey={person.userId}
                    size="xs"
                    decorative
                  />
                ),
              }))}
              value={chosen === undefined ? [] : [chosen]}
              onValueChange={(next) => {
                setChosen(next[0]);
                setMissing(false);
              }}
              disabled={busy}
            />
            <Select<BoardRole>
              label={t('ui.boardMembers.add.role')}
              size="sm"
              value={role}
              options={roleOptions}
              onValueChange={setRole}
              disabled={busy}
            />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              {t('ui.boardMembers.add.submit')}
            </Button>
          </div>
          {missing ? (
            <p className="tb-board-members__error" role="alert">
              {t('ui.boardMembers.add.required')}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}

export interface InviteGuestProps {
  onInvite: Submit<[email: string, role: BoardRole]>;
  busy: boolean;
  /** The address the last invitation went to, confirmed under the form. */
  invitedEmail?: string | undefined;
}

/** Invites someone outside the workspace to this board only; they get a link by email. */
export function InviteGuest({ onInvite, busy, invitedEmail }: InviteGuestProps) {
  const { t } = useUiText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<BoardRole>('viewer');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailShape.test(address)) {
      setInvalid(true);
      return;
    }
    if (await settle(onInvite(address, role))) setEmail('');
  };
  return (
    <form
      className="tb-board-members__form"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="tb-board-members__heading">
        {t('ui.boardMembers.invite.title')}
      </h3>
      <p id={`${id}-hint`} className="tb-board-members__hint">
        {t('ui.boardMembers.invite.hint')}
      </p>
      <div className="tb-board-members__fields">
        <TextField
          label={t('ui.boardMembers.invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          error={invalid ? t('ui.boardMembers.invite.invalid') : undefined}
          disabled={busy}
        />
        <Select<BoardRole>
          label={t('ui.boardMembers.invite.role')}
          size="sm"
          value={role}
          options={boardRoles.map((value) => ({ value, label: t(boardRoleLabels[value]) }))}
          onValueChange={setRole}
          disabled={busy}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {t('ui.boardMembers.invite.submit')}
        </Button>
      </div>
      {/* Always present, so the confirmation is announced when it appears. */}
      <p className="tb-board-members__hint" role="status">
        {invitedEmail ? t('ui.boardMembers.invite.sent', { email: invitedEmail }) : null}
      </p>
    </form>
  );
}
