import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatMention,
  deleteComment,
  editComment,
  getAvatarUrl,
  listCommentReactions,
  listComments,
  toggleCommentReaction,
  type Comment,
  type CommentReactionName,
  type CreateCommentInput,
} from '@teamboard/sdk';
import { CommentReactions, CommentsThread, type CommentEntry } from '@teamboard/ui';
import { useMemo } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange } from '@/shared/lib/row-changes';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import { useT } from '@/shared/i18n';
import { cardActivityQuery, ruleCommentNames } from '../lib/card-activity';
import { REACTION_CHOICES, reactionSummaries } from '../lib/reaction-summaries';

export interface CardCommentsSectionProps {
  cardId: string;
  userId: string;
  canComment: boolean;
  /** Owners and admins delete anyone's comment (§6). */
  canModerate: boolean;
  /** The workspace's members, offered after `@`. */
  people: readonly { id: string; name: string }[];
}

/**
 * The card's comments: add, edit your own, delete your own (or anyone's as
 * owner/admin); react to any (whoever may comment), live for everyone on the card.
 */
export function CardCommentsSection({
  cardId,
  userId,
  canComment,
  canModerate,
  people,
}: CardCommentsSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = cardKeys.comments(cardId);
  const comments = useQuery({ queryKey: key, queryFn: () => listComments(client, cardId) });
  // The activity section's query: which comments automation rules wrote.
  const activity = useQuery(cardActivityQuery(client, cardId));
  const byRule = useMemo(() => ruleCommentNames(activity.data ?? []), [activity.data]);
  const store = (comment: Comment) =>
    queryClient.setQueryData<Comment[]>(key, (rows) =>
      rows
        ? applyRowChange(rows, {
            type: rows.some((row) => row.id === comment.id) ? 'UPDATE' : 'INSERT',
            row: comment,
          })
        : rows,
    );
  // Offline it is paused, kept across a reload and sent once back, with its own id so a second send
  // adds nothing; meanwhile its text shows in the thread as pending.
  const add = useMutation<Comment, Error, CreateCommentInput>({
    mutationKey: queuedKeys.addComment(cardId),
    onSuccess: store,
    onError: (error) => toastError(t('comments.postFailed'), error),
  });
  const edit = useMutation({
    mutationFn: (input: { commentId: string; body: string }) => editComment(client, input),
    onSuccess: store,
    onError: (error) => toastError(t('comments.saveFailed'), error),
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => deleteComment(client, commentId),
    onSuccess: store,
    onError: (error) => toastError(t('comments.deleteFailed'), error),
  });
  const reactionsKey = cardKeys.reactions(cardId);
  const reactions = useQuery({ queryKey: reactionsKey, queryFn: () => listCommentReactions(client, cardId) });
  const react = useMutation({
    mutationFn: (input: { commentId: string; reaction: CommentReactionName }) =>
      toggleCommentReaction(client, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reactionsKey }),
    onError: (error) => toastError(t('comments.reactFailed'), error),
  });
  const summaries = reactionSummaries(
    reactions.data ?? [],
    userId,
    (id) => people.find((person) => person.id === id)?.name ?? t('person.formerMember'),
  );
  const sorted = [...(comments.data ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const pending = useMutationState({
    filters: { mutationKey: queuedKeys.addComment(cardId), status: 'pending' },
    select: (mutation) => ({
      body: (mutation.state.variables as CreateCommentInput).body,
      at: mutation.state.submittedAt,
    }),
  });
  const me = { id: userId, name: people.find((person) => person.id === userId)?.name ?? '' };
  return (
    <CommentsThread
      status={comments.isPending ? 'loading' : comments.data === undefined ? 'error' : 'ready'}
      errorMessage={comments.error ? errorMessage(comments.error) : undefined}
      onRetry={() => void comments.refetch()}
      comments={sorted
        .map((comment): CommentEntry => ({
          id: comment.id,
          // An imported comment whose author was no member here names them, not the importer.
          author:
            comment.author_id === null && byRule.has(comment.id)
              ? { id: comment.id, name: t('card.comment.byRule', { name: byRule.get(comment.id)! }) }
              : comment.original_author === null
                ? {
                    id: comment.author_id ?? comment.id,
                    name: comment.author?.display_name || t('person.formerMember'),
                    avatarUrl: getAvatarUrl(client, comment.author?.avatar_path),
                  }
                : { id: comment.id, name: t('person.originallyBy', { name: comment.original_author }) },
          body: comment.body,
          createdAt: new Date(comment.created_at),
          editedAt: comment.edited_at === null ? null : new Date(comment.edited_at),
          deleted: comment.deleted,
          canEdit: canComment && comment.author_id === userId,
          canDelete: canModerate || (canComment && comment.author_id === userId),
          reactions: (
            <CommentReactions
              choices={REACTION_CHOICES}
              reactions={summaries.get(comment.id) ?? []}
              onToggle={
                canComment
                  ? (reaction) =>
                      react.mutate({ commentId: comment.id, reaction: reaction as CommentReactionName })
                  : undefined
              }
            />
          ),
        }))
        .concat(
          pending.map((comment, index): CommentEntry => ({
            id: `pending-${String(index)}`,
            author: me,
            body: comment.body,
            createdAt: new Date(comment.at),
            pending: true,
          })),
        )}
      onSubmit={canComment ? (body) => add.mutate({ id: crypto.randomUUID(), cardId, body }) : undefined}
      // A comment waiting for the network is shown in the thread; the box is free for the next one.
      submitting={add.isPending && !add.isPaused}
      onEdit={(commentId, body) => edit.mutate({ commentId, body })}
      onDelete={(commentId) => remove.mutate(commentId)}
      mentions={{ people, format: (person) => formatMention({ name: person.name, userId: person.id }) }}
    />
  );
}
