import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { formatRelativeTime } from '../format';
import { InlineAlert } from '../inline-alert';
import { Select } from '../select';
import { TextField } from '../text-field';
import { useUiText } from '../i18n';

export type ApiTokenScope = 'read' | 'write';

/** One of the person's tokens, as listed: never the token itself. */
export interface ApiTokenItem {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** The token's first characters, so its person recognises it. */
  prefix: string;
  createdAt: Date;
  expiresAt: Date;
  /** When a script last exchanged it for a session; null if never. */
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** The names of the boards it is held to; empty for every board of the workspace. */
  boardNames: readonly string[];
  /** It acts as the workspace's bot, not as its maker. */
  bot: boolean;
}

/** A board a new token can be held to. */
export interface ApiTokenBoardOption {
  id: string;
  name: string;
}

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  /** Days until it expires. */
  days: number;
  /** The boards it is held to; undefined for every board. */
  boardIds: string[] | undefined;
  /** Act as the workspace's bot. */
  asBot: boolean;
}

export interface ApiTokensPanelProps extends HTMLAttributes<HTMLElement> {
  tokens: readonly ApiTokenItem[];
  /** The boards a new token can be held to; none offered when empty. */
  boards?: readonly ApiTokenBoardOption[];
  /** The person may make a bot token (a workspace owner or admin). */
  canCreateBot?: boolean;
  /** The token just created: shown this once. */
  newToken?: { tokenId: string; token: string } | undefined;
  onCreate: (token: NewApiToken) => void;
  onRevoke: (tokenId: string) => void;
  /** A request is under way: the buttons wait. */
  busy?: boolean;
  /** Why the last request failed. */
  error?: string | undefined;
  now?: Date;
  locale?: string;
  ref?: Ref<HTMLElement>;
}

/** The lifetimes offered, in days; the server accepts up to a year. */
const LIFETIMES = ['7', '30', '90', '365'] as const;
type Lifetime = (typeof LIFETIMES)[number];

/**
 * A person's API tokens for one workspace (and, for its admins, its bot
 * tokens): create one (shown once), optionally held to some boards or acting
 * as the workspace's bot, see when each was last used, revoke.
 */
export function ApiTokensPanel({
  tokens,
  boards = [],
  canCreateBot = false,
  newToken,
  onCreate,
  onRevoke,
  busy = false,
  error,
  now,
  locale: localeProp,
  className,
  ref,
  ...rest
}: ApiTokensPanelProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const tokenId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [lifetime, setLifetime] = useState<Lifetime>('30');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [asBot, setAsBot] = useState(false);
  const boardsLabel = useId();
  const at = now ?? new Date();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    // In the list's order, and only boards still offered.
    const boardIds = boards.filter((board) => chosen.has(board.id)).map((board) => board.id);
    onCreate({
      name: name.trim(),
      scope,
      days: Number(lifetime),
      boardIds: boardIds.length > 0 ? boardIds : undefined,
      asBot: canCreateBot && asBot,
    });
    setName('');
    setChosen(new Set());
    setAsBot(false);
  };
  const choose = (boardId: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(boardId);
      else next.delete(boardId);
      return next;
    });

  return (
    <section ref={ref} className={clsx('tb-api-tokens', className)} aria-busy={busy || undefined} {...rest}>
      <p className="tb-api-tokens__intro">{t('ui.apiTokens.intro')}</p>
      {error ? (
        <InlineAlert tone="danger" title={t('ui.apiTokens.failed')}>
          <p>{error}</p>
        </InlineAlert>
      ) : null}
      <form className="tb-api-tokens__add" onSubmit={submit}>
        <TextField
          label={t('ui.apiTokens.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select<ApiTokenScope>
          label={t('ui.apiTokens.scope')}
          value={scope}
          onValueChange={setScope}
          options={[
            { value: 'read', label: t('ui.apiTokens.scopeName', { scope: 'read' }) },
            { value: 'write', label: t('ui.apiTokens.scopeName', { scope: 'write' }) },
          ]}
        />
        <Select<Lifetime>
          label={t('ui.apiTokens.expires')}
          value={lifetime}
          onValueChange={setLifetime}
          options={LIFETIMES.map((days) => ({
            value: days,
            label: t('ui.apiTokens.days', { days: Number(days) }),
          }))}
        />
        {boards.length > 0 ? (
          <fieldset className="tb-api-tokens__boards" aria-describedby={`${boardsLabel}-hint`}>
            <legend>{t('ui.apiTokens.boards')}</legend>
            <p id={`${boardsLabel}-hint`} className="tb-api-tokens__hint">
              {t('ui.apiTokens.boardsHint')}
            </p>
            {boards.map((board) => (
              <Checkbox
                key={board.id}
                label={board.name}
                checked={chosen.has(board.id)}
                onCheckedChange={(checked) => choose(board.id, checked)}
              />
            ))}
          </fieldset>
        ) : null}
        {canCreateBot ? (
          <Checkbox label={t('ui.apiTokens.asBot')} checked={asBot} onCheckedChange={setAsBot} />
        ) : null}
        <Button type="submit" loading={busy} disabled={name.trim() === ''}>
          {t('ui.apiTokens.create')}
        </Button>
      </form>
      {tokens.length === 0 ? <p className="tb-api-tokens__none">{t('ui.apiTokens.none')}</p> : null}
      <ul className="tb-api-tokens__list">
        {tokens.map((token) => {
          const state = token.revokedAt ? 'revoked' : token.expiresAt <= at ? 'expired' : 'active';
          return (
            <li key={token.id} className="tb-api-tokens__item">
              <div className="tb-api-tokens__row">
                <span className="tb-api-tokens__name">{token.name}</span>
                <code className="tb-api-tokens__prefix">{token.prefix}…</code>
                {token.bot ? <Badge tone="accent">{t('ui.apiTokens.bot')}</Badge> : null}
                <Badge tone={token.scope === 'write' ? 'warning' : 'neutral'}>
                  {t('ui.apiTokens.scopeName', { scope: token.scope })}
                </Badge>
                <Badge tone={state === 'active' ? 'success' : 'danger'}>
                  {t('ui.apiTokens.state', { state })}
                </Badge>
                {state === 'active' ? (
                  <Button
                    variant="danger"
                    disabled={busy}
                    aria-label={t('ui.apiTokens.revokeNamed', { name: token.name })}
                    onClick={() => onRevoke(token.id)}
                  >
                    {t('ui.apiTokens.revoke')}
                  </Button>
                ) : null}
              </div>
              <p className="tb-api-tokens__meta">
                {t('ui.apiTokens.boardScope', {
                  count: token.boardNames.length,
                  names: token.boardNames.join(', '),
                })}{' '}
                {t('ui.apiTokens.lastUsed', {
                  when: token.lastUsedAt ? formatRelativeTime(token.lastUsedAt, at, locale) : 'never',
                })}{' '}
                {state === 'active'
                  ? t('ui.apiTokens.expiresWhen', { when: formatRelativeTime(token.expiresAt, at, locale) })
                  : null}
              </p>
              {newToken?.tokenId === token.id ? (
                <div className="tb-api-tokens__secret">
                  <label htmlFor={tokenId}>{t('ui.apiTokens.token')}</label>
                  <input
                    id={tokenId}
                    className="tb-control tb-text-field tb-api-tokens__secret-value"
                    readOnly
                    value={newToken.token}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <p className="tb-api-tokens__hint" role="status">
                    {t('ui.apiTokens.tokenOnce')}
                  </p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
