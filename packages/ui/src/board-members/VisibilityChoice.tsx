import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button';
import { Icon } from '../icon';
import { useUiText } from '../i18n';
import type { BoardVisibilityChoice } from './roles';

export interface VisibilityChoiceProps {
  visibility: BoardVisibilityChoice;
  /** Names of the people a private board would shut out (on the board only through the workspace). */
  losers: readonly string[];
  /** Absent for people who may only read the setting. */
  onChange?: ((visibility: BoardVisibilityChoice) => void) | undefined;
  busy: boolean;
}

const choices: readonly BoardVisibilityChoice[] = ['workspace', 'private'];

/**
 * Workspace or private. Going private shuts people out at once, so it waits for a confirmation that
 * names them; opening the board to the workspace takes nothing from anyone and applies directly.
 */
export function VisibilityChoice({ visibility, losers, onChange, busy }: VisibilityChoiceProps) {
  const { t } = useUiText();
  const id = useId();
  const [asked, setConfirming] = useState(false);
  // Only a workspace board can be made private: a change made elsewhere (another admin) settles the question.
  const confirming = asked && visibility === 'workspace';
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  const label = (choice: BoardVisibilityChoice) =>
    choice === 'workspace'
      ? t('ui.boardMembers.visibility.workspace')
      : t('ui.boardMembers.visibility.private');
  const hint = (choice: BoardVisibilityChoice) =>
    choice === 'workspace'
      ? t('ui.boardMembers.visibility.workspaceHint')
      : t('ui.boardMembers.visibility.privateHint');

  if (onChange === undefined) {
    return (
      <section className="tb-board-members__visibility" aria-labelledby={`${id}-legend`}>
        <h3 id={`${id}-legend`} className="tb-board-members__heading">
          {t('ui.boardMembers.visibility')}
        </h3>
        <p className="tb-board-members__current">
          <Icon name={visibility === 'private' ? 'lock' : 'user'} />
          <span>
            <strong>{label(visibility)}</strong> — {hint(visibility)}
          </span>
        </p>
      </section>
    );
  }

  return (
    <fieldset className="tb-board-members__visibility" disabled={busy}>
      <legend className="tb-board-members__heading">{t('ui.boardMembers.visibility')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="tb-board-members__choice">
          <input
            type="radio"
            name={`${id}-visibility`}
            value={choice}
            checked={confirming ? choice === 'private' : choice === visibility}
            aria-describedby={`${id}-${choice}`}
            onChange={() => {
              if (choice === visibility) setConfirming(false);
              else if (choice === 'private') setConfirming(true);
              else onChange(choice);
            }}
          />
          <span className="tb-board-members__choice-text">
            <span className="tb-board-members__choice-name">
              <Icon name={choice === 'private' ? 'lock' : 'user'} /> {label(choice)}
            </span>
            <span id={`${id}-${choice}`} className="tb-board-members__hint">
              {hint(choice)}
            </span>
          </span>
        </label>
      ))}
      {confirming ? (
        <div className="tb-board-members__confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className="tb-board-members__confirm-title">
            {t('ui.boardMembers.confirmPrivate.title')}
          </p>
          {losers.length > 0 ? (
            <>
              <p>{t('ui.boardMembers.confirmPrivate.losers', { count: losers.length })}</p>
              <ul className="tb-board-members__losers">
                {losers.map((name, index) => (
                  <li key={`${String(index)}-${name}`}>{name}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('ui.boardMembers.confirmPrivate.nobody')}</p>
          )}
          <div className="tb-board-members__confirm-actions">
            <Button ref={cancel} variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('ui.action.cancel')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                setConfirming(false);
                onChange('private');
              }}
            >
              {t('ui.boardMembers.confirmPrivate.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
