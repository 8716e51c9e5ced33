import { useState, type ReactNode } from 'react';
import { Avatar } from '../avatar';
import type { AvatarPerson } from '../avatar-stack';
import { Button } from '../button';
import { DropdownMenu } from '../dropdown-menu';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { formatRelativeTime } from '../format';
import { IconButton } from '../icon-button';
import { MarkdownEditor, type MarkdownEditorProps } from '../markdown-editor';
import { MarkdownView } from '../markdown-view';
import { Skeleton } from '../skeleton';
import { CardDetailSection } from './CardDetailSection';
import { useUiText } from '../i18n';

export interface CommentEntry {
  id: string;
  author: AvatarPerson;
  body: string;
  createdAt: Date;
  editedAt?: Date | null;
  /** Soft-deleted: the body is gone, the entry stays so the thread keeps its shape. */
  deleted?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Still on its way to the server (optimistic). */
  pending?: boolean;
  /** Shown under the body (not for a deleted comment): the comment's `CommentReactions`. */
  reactions?: ReactNode;
}

export interface CommentsThreadProps {
  comments: readonly CommentEntry[];
  status?: 'ready' | 'loading' | 'error';
  errorMessage?: string;
  onRetry?: () => void;
  /** Omit to hide the composer (viewers). */
  onSubmit?: (body: string) => void;
  onEdit?: (id: string, body: string) => void;
  onDelete?: (id: string) => void;
  /** True while a new comment is being posted. */
  submitting?: boolean;
  now?: Date;
  locale?: string;
  maxLength?: number;
  /** `@` in the composer offers these members (see MarkdownEditor's `mentions`). */
  mentions?: MarkdownEditorProps['mentions'];
}

/** The comments of a card, oldest first, with a markdown composer at the end. */
export function CommentsThread({
  comments,
  status = 'ready',
  errorMessage,
  onRetry,
  onSubmit,
  onEdit,
  onDelete,
  submitting = false,
  now,
  locale: localeProp,
  maxLength = 5000,
  mentions,
}: CommentsThreadProps) {
  const [draft, setDraft] = useState('');
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const reference = now ?? new Date();
  const submit = () => {
    const body = draft.trim();
    if (!body || !onSubmit) return;
    onSubmit(body);
    setDraft('');
  };

  return (
    <CardDetailSection title={t('ui.comments.title')} icon="comment">
      {status === 'loading' ? (
        <div className="tb-comments__loading" aria-busy>
          <span className="tb-visually-hidden">{t('ui.comments.loading')}</span>
          {[0, 1].map((key) => (
            <div key={key} className="tb-comment">
              <Skeleton shape="circle" width={32} height={32} />
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <ErrorState
          size="sm"
          title={t('ui.comments.loadError')}
          message={errorMessage}
          onRetry={onRetry}
          headingLevel={4}
        />
      ) : comments.length === 0 ? (
        <EmptyState size="sm" icon="comment" title={t('ui.comments.empty')} headingLevel={4} />
      ) : (
        <ol className="tb-comments__list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={reference}
              locale={locale}
              onEdit={onEdit}
              onDelete={onDelete}
              maxLength={maxLength}
            />
          ))}
        </ol>
      )}
      {onSubmit ? (
        <form
          className="tb-comments__composer"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <MarkdownEditor
            label={t('ui.comments.write')}
            hideLabel
            placeholder={t('ui.comments.placeholder')}
            value={draft}
            onChange={setDraft}
            onSubmit={submit}
            maxLength={maxLength}
            rows={3}
            mentions={mentions}
          />
          <div className="tb-comments__composer-actions">
            <Button type="submit" size="sm" loading={submitting} disabled={draft.trim().length === 0}>
              {t('ui.comments.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </CardDetailSection>
  );
}

interface CommentItemProps {
  comment: CommentEntry;
  now: Date;
  locale: string | undefined;
  onEdit: ((id: string, body: string) => void) | undefined;
  onDelete: ((id: string) => void) | undefined;
  maxLength: number;
}

function CommentItem({ comment, now, locale, onEdit, onDelete, maxLength }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const { t } = useUiText();
  const [draft, setDraft] = useState(comment.body);
  const canEdit = Boolean(comment.canEdit && onEdit && !comment.deleted);
  const canDelete = Boolean(comment.canDelete && onDelete && !comment.deleted);

  return (
    <li className="tb-comment" data-pending={comment.pending || undefined}>
      <Avatar
        name={comment.author.name}
        src={comment.author.avatarUrl}
        colorKey={comment.author.id}
        size="md"
        decorative
      />
      <article className="tb-comment__main" aria-label={t('ui.comments.by', { name: comment.author.name })}>
        <header className="tb-comment__header">
          <span className="tb-comment__author">{comment.author.name}</span>
          <time className="tb-comment__time" dateTime={comment.createdAt.toISOString()}>
            {formatRelativeTime(comment.createdAt, now, locale)}
          </time>
          {comment.editedAt && !comment.deleted ? (
            <span className="tb-comment__time">{t('ui.comments.edited')}</span>
          ) : null}
          {comment.pending ? <span className="tb-comment__time">{t('ui.comments.sending')}</span> : null}
          {canEdit || canDelete ? (
            <span className="tb-comment__menu">
              <DropdownMenu
                trigger={<IconButton icon="more" size="sm" label={t('ui.comments.actions')} />}
                items={[
                  ...(canEdit
                    ? [
                        {
                          id: 'edit',
                          label: t('ui.action.edit'),
                          icon: 'edit' as const,
                          onSelect: () => setEditing(true),
                        },
                      ]
                    : []),
                  ...(canDelete
                    ? [
                        {
                          id: 'delete',
                          label: t('ui.action.delete'),
                          icon: 'trash' as const,
                          danger: true,
                          onSelect: () => onDelete?.(comment.id),
                        },
                      ]
                    : []),
                ]}
              />
            </span>
          ) : null}
        </header>
        {comment.deleted ? (
          <p className="tb-comment__deleted">{t('ui.comments.deleted')}</p>
        ) : editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const body = draft.trim();
              if (!body) return;
              onEdit?.(comment.id, body);
              setEditing(false);
            }}
          >
            <MarkdownEditor
              label={t('ui.comments.editLabel')}
              hideLabel
              value={draft}
              onChange={setDraft}
              maxLength={maxLength}
              rows={3}
              autoFocus
            />
            <div className="tb-comments__composer-actions">
              <Button type="submit" size="sm">
                {t('ui.action.save')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {t('ui.action.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <MarkdownView source={comment.body} compact />
        )}
        {comment.deleted ? null : comment.reactions}
      </article>
    </li>
  );
}
