import { clsx } from 'clsx';
import { useId, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../button';
import { formatRelativeTime } from '../format';
import { Icon } from '../icon';
import { InlineAlert } from '../inline-alert';

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
  locale,
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
      <p className="tb-share-link__intro">
        Anyone with the link can see this board’s lists, cards, labels and checklists, without signing in. They
        never see comments, attachments, members or activity.
      </p>
      {error ? (
        <InlineAlert tone="danger" title="The link could not be changed">
          <p>{error}</p>
        </InlineAlert>
      ) : null}
      {state === 'none' ? (
        <>
          <p className="tb-share-link__state">
            <Icon name="eye" size={16} /> This board has no public link.
          </p>
          <div className="tb-share-link__actions">
            <Button onClick={onCreate} loading={busy}>
              Create public link
            </Button>
          </div>
        </>
      ) : null}
      {state === 'created' && url !== undefined ? (
        <>
          <label className="tb-share-link__label" htmlFor={fieldId}>
            Public link
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
            <Button variant="secondary" start={<Icon name="check" />} onClick={() => void copy()} disabled={busy}>
              Copy link
            </Button>
          </div>
          <p className="tb-share-link__hint" role="status">
            {copied === 'done'
              ? 'Link copied.'
              : copied === 'failed'
                ? 'Copying was not allowed: the link is selected, copy it with your keyboard.'
                : 'Copy it now: the link is shown only this once.'}
          </p>
        </>
      ) : null}
      {state === 'active' ? (
        <p className="tb-share-link__state">
          <Icon name="eye" size={16} /> A public link is active
          {createdAt ? `, made ${formatRelativeTime(createdAt, now ?? new Date(), locale)}` : ''}. Its address
          was shown once; make a new link to copy one again (the current one then stops working).
        </p>
      ) : null}
      {state !== 'none' ? (
        <div className="tb-share-link__actions">
          {state === 'active' ? (
            <Button variant="secondary" onClick={onCreate} disabled={busy}>
              Make a new link
            </Button>
          ) : null}
          <Button variant="danger" onClick={onRevoke} disabled={busy}>
            Revoke link
          </Button>
        </div>
      ) : null}
    </section>
  );
}
