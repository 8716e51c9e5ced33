import { clsx } from 'clsx';
import { useId, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../button';
import { formatRelativeTime } from '../format';
import { Icon } from '../icon';
import { InlineAlert } from '../inline-alert';
import { useUiText } from '../i18n';

/**
 * `none`: the board has no public link. `created`: a link was just made and its
 * address is known (it is shown once: only a hash of it is kept). `active`: a link
 * exists, but its address can no longer be shown.
 */
export type ShareLinkState = 'none' | 'created' | 'active';

export interface ShareLinkPanelProps extends HTMLAttributes<HTMLElement> {
  state: ShareLinkState;
  /** The link's address, for `created`. */
  url?: string;
  /** When the active link was made. */
  createdAt?: Date;
  now?: Date;
  locale?: string;
  /** Makes a link (replacing the active one). */
  onCreate: () => void;
  onRevoke: () => void;
  /** Writes text to the clipboard; the browser's clipboard by default. */
  copyText?: (text: string) => Promise<void>;
  /** A request is under way: the buttons wait. */
  busy?: boolean;
  /** Why the last request failed. */
  error?: string;
  ref?: Ref<HTMLElement>;
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/** A board's public read-only link: make it, copy it while it is shown, replace or revoke it. */
export function ShareLinkPanel({
  state,
  url,
  createdAt,
  now,
  locale: localeProp,
  onCreate,
  onRevoke,
  copyText = defaultCopy,
  busy = false,
  error,
  className,
  ref,
  ...rest
}: ShareLinkPanelProps) {
  const fieldId = useId();
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');

  const copy = async () => {
    if (url === undefined) return;
    try {
      await copyText(url);
      setCopied('done');
    } catch {
      // No clipboard permission: leave the address selected for the keyboard shortcut.
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <section ref={ref} className={clsx('tb-share-link', className)} aria-busy={busy || undefined} {...rest}>
      <p className="tb-share-link__intro">{t('ui.share.intro')}</p>
      {error ? (
        <InlineAlert tone="danger" title={t('ui.share.changeFailed')}>
          <p>{error}</p>
        </InlineAlert>
      ) : null}
      {state === 'none' ? (
        <>
          <p className="tb-share-link__state">
            <Icon name="eye" size={16} /> {t('ui.share.none')}
          </p>
          <div className="tb-share-link__actions">
            <Button onClick={onCreate} loading={busy}>
              {t('ui.share.create')}
            </Button>
          </div>
        </>
      ) : null}
      {state === 'created' && url !== undefined ? (
        <>
          <label className="tb-share-link__label" htmlFor={fieldId}>
            {t('ui.share.label')}
          </label>
          <div className="tb-share-link__copy">
            <input
              ref={input}
              id={fieldId}
              className="tb-control tb-text-field tb-share-link__url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="secondary"
              start={<Icon name="check" />}
              onClick={() => void copy()}
              disabled={busy}
            >
              {t('ui.share.copy')}
            </Button>
          </div>
          <p className="tb-share-link__hint" role="status">
            {copied === 'done'
              ? t('ui.share.copied')
              : copied === 'failed'
                ? t('ui.share.copyRefused')
                : t('ui.share.copyNow')}
          </p>
        </>
      ) : null}
      {state === 'active' ? (
        <p className="tb-share-link__state">
          <Icon name="eye" size={16} />{' '}
          {createdAt
            ? t('ui.share.activeSince', { when: formatRelativeTime(createdAt, now ?? new Date(), locale) })
            : t('ui.share.active')}
        </p>
      ) : null}
      {state !== 'none' ? (
        <div className="tb-share-link__actions">
          {state === 'active' ? (
            <Button variant="secondary" onClick={onCreate} disabled={busy}>
              {t('ui.share.renew')}
            </Button>
          ) : null}
          <Button variant="danger" onClick={onRevoke} disabled={busy}>
            {t('ui.share.revoke')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
