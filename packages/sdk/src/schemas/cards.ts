import * as z from 'zod/mini';
import { COMMENT_REACTIONS, type CommentReactionName } from '../constants';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import {
  cardDescriptionSchema,
  cardTitleSchema,
  checklistItemBodySchema,
  checklistNameSchema,
  commentBodySchema,
  dueAtSchema,
  START_AFTER_DUE,
  startAtSchema,
  idSchema,
  labelColorSchema,
  labelNameSchema,
  neighbourIdSchema,
} from './fields';

export const createCardInput = z.object({
  /** Chosen by the caller so the add can be sent again (an offline queue's retry) without a second card. */
  id: z.optional(idSchema),
  listId: idSchema,
  title: cardTitleSchema,
  description: z.optional(cardDescriptionSchema),
  dueAt: z.optional(z.nullable(dueAtSchema)),
});

/**
 * `expectedVersion` is the card `version` the user last saw; the database
 * refuses the update as a `conflict` if it moved on, so no edit is silently lost.
 */
export const updateCardInput = z
  .object({
    cardId: idSchema,
    expectedVersion: z
      .number({ error: 'Version must be a number.' })
      .check(
        z.int({ error: 'Version must be a whole number.' }),
        z.gte(0, { error: 'Version cannot be negative.' }),
      ),
    title: z.optional(cardTitleSchema),
    description: z.optional(cardDescriptionSchema),
    startAt: z.optional(z.nullable(startAtSchema)),
    dueAt: z.optional(z.nullable(dueAtSchema)),
    completed: z.optional(z.boolean({ error: 'Completed must be true or false.' })),
  })
  .check(
    z.refine(hasChanges(['title', 'description', 'startAt', 'dueAt', 'completed']), {
      error: NOTHING_TO_UPDATE,
    }),
    // Only when both change in one call; against the stored dates the database decides.
    z.refine(({ startAt, dueAt }) => !startAt || !dueAt || Date.parse(startAt) <= Date.parse(dueAt), {
      error: START_AFTER_DUE,
      path: ['startAt'],
    }),
  );

/** Arguments of the `move_card` RPC: into `listId`, between two neighbours. */
export const moveCardInput = z.object({
  cardId: idSchema,
  listId: idSchema,
  beforeId: neighbourIdSchema,
  afterId: neighbourIdSchema,
  /** Move a blocked card into a done list anyway (boards whose rule is `confirm`). */
  moveBlocked: z.optional(z.boolean({ error: 'moveBlocked must be true or false.' })),
});

/**
 * One card of a bulk move (RPC `move_cards`): into `listId` of the card's own
 * board, at `position` (what an Undo sends to restore the order it read), or,
 * without one, after the list's last card.
 */
export const cardMoveSchema = z.strictObject({
  cardId: idSchema,
  listId: idSchema,
  position: z.optional(z.number({ error: 'Position must be a finite number.' })),
});

/**
 * Arguments of `moveCards`. Each card at most once; how many at once is the
 * database's to refuse (`limit-reached`, `LIMITS.cardsPerBulkMove`), the same
 * code whoever calls it.
 */
export const moveCardsInput = z.strictObject({
  moves: z.array(cardMoveSchema).check(
    z.refine((moves) => new Set(moves.map((move) => move.cardId)).size === moves.length, {
      error: 'A card can be moved only once per request.',
    }),
  ),
});

/** A move or copy to the end of a list, possibly on another board of the workspace. */
export const transferCardInput = z.object({ cardId: idSchema, listId: idSchema });

/** Marks a card as a template of its board (`template: true`) or makes it an ordinary card again. */
export const setCardTemplateInput = z.object({ cardId: idSchema, template: z.boolean() });

/** A new card at the end of a list of the template's board; without a title, the template's. */
export const createCardFromTemplateInput = z.object({
  templateId: idSchema,
  listId: idSchema,
  title: z.optional(cardTitleSchema),
});

/**
 * What `copy_card` answers beside the copied card's columns: the names of
 * the custom fields whose values the copy kept, and of those it could not
 * (no field of that name and type on the target board, a select option
 * without a namesake there, a person who cannot see the target board).
 */
export const copiedCardSchema = z.looseObject({
  id: idSchema,
  board_id: idSchema,
  list_id: idSchema,
  copied_field_values: z.array(z.string()),
  dropped_field_values: z.array(z.string()),
});

export const cardAssigneeInput = z.object({ cardId: idSchema, userId: idSchema });

export const cardLabelInput = z.object({ cardId: idSchema, labelId: idSchema });

export const createLabelInput = z.object({
  boardId: idSchema,
  name: labelNameSchema,
  color: labelColorSchema,
});

export const updateLabelInput = z
  .object({
    labelId: idSchema,
    name: z.optional(labelNameSchema),
    color: z.optional(labelColorSchema),
  })
  .check(z.refine(hasChanges(['name', 'color']), { error: NOTHING_TO_UPDATE }));

export const createChecklistInput = z.object({
  cardId: idSchema,
  name: checklistNameSchema,
});

export const renameChecklistInput = z.object({
  checklistId: idSchema,
  name: checklistNameSchema,
});

/** A checklist lands between two checklists of the same card, `null` at either end. */
export const moveChecklistInput = z.object({
  checklistId: idSchema,
  beforeId: neighbourIdSchema,
  afterId: neighbourIdSchema,
});

export const createChecklistItemInput = z.object({
  cardId: idSchema,
  /** One of the card's checklists; without it the item goes into the card's first (a new "Checklist" when it has none). */
  checklistId: z.optional(idSchema),
  body: checklistItemBodySchema,
  /** Who owns the item: someone who can see the board. */
  assigneeId: z.optional(z.nullable(idSchema)),
  dueAt: z.optional(z.nullable(dueAtSchema)),
});

export const updateChecklistItemInput = z
  .object({
    itemId: idSchema,
    body: z.optional(checklistItemBodySchema),
    done: z.optional(z.boolean({ error: 'Done must be true or false.' })),
    /** `null` takes the owner off. */
    assigneeId: z.optional(z.nullable(idSchema)),
    /** `null` takes the date off. */
    dueAt: z.optional(z.nullable(dueAtSchema)),
  })
  .check(z.refine(hasChanges(['body', 'done', 'assigneeId', 'dueAt']), { error: NOTHING_TO_UPDATE }));

/**
 * A checklist item lands between two items of its checklist, `null` at either
 * end; with `checklistId` it moves to another checklist of its card, between
 * two items of that one.
 */
export const moveChecklistItemInput = z.object({
  itemId: idSchema,
  checklistId: z.optional(idSchema),
  beforeId: neighbourIdSchema,
  afterId: neighbourIdSchema,
});

/** `id`, chosen by the caller, makes the add safe to send again (see `createCardInput`). */
export const createCommentInput = z.object({
  id: z.optional(idSchema),
  cardId: idSchema,
  body: commentBodySchema,
});

export const updateCommentInput = z.object({ commentId: idSchema, body: commentBodySchema });

export const toggleCommentReactionInput = z.object({
  commentId: idSchema,
  reaction: z.enum(Object.keys(COMMENT_REACTIONS) as [CommentReactionName, ...CommentReactionName[]], {
    error: 'Choose one of the reactions offered.',
  }),
});

export type CreateCardInput = z.output<typeof createCardInput>;
export type UpdateCardInput = z.output<typeof updateCardInput>;
export type MoveCardInput = z.output<typeof moveCardInput>;
export type CardMove = z.output<typeof cardMoveSchema>;
export type MoveCardsInput = z.output<typeof moveCardsInput>;
export type TransferCardInput = z.output<typeof transferCardInput>;
export type SetCardTemplateInput = z.output<typeof setCardTemplateInput>;
export type CreateCardFromTemplateInput = z.output<typeof createCardFromTemplateInput>;
export type CardAssigneeInput = z.output<typeof cardAssigneeInput>;
export type CardLabelInput = z.output<typeof cardLabelInput>;
export type CardCover = z.output<typeof cardCoverSchema>;
export type SetCardCoverInput = z.output<typeof setCardCoverInput>;
export type CreateLabelInput = z.output<typeof createLabelInput>;
export type UpdateLabelInput = z.output<typeof updateLabelInput>;
export type CreateChecklistInput = z.output<typeof createChecklistInput>;
export type RenameChecklistInput = z.output<typeof renameChecklistInput>;
export type MoveChecklistInput = z.output<typeof moveChecklistInput>;
export type CreateChecklistItemInput = z.output<typeof createChecklistItemInput>;
export type UpdateChecklistItemInput = z.output<typeof updateChecklistItemInput>;
export type MoveChecklistItemInput = z.output<typeof moveChecklistItemInput>;
export type CreateCommentInput = z.output<typeof createCommentInput>;
export type UpdateCommentInput = z.output<typeof updateCommentInput>;
export type ToggleCommentReactionInput = z.output<typeof toggleCommentReactionInput>;

/** A card's cover: one of its image attachments, a palette colour, or `null` for none. */
export const cardCoverSchema = z.nullable(
  z.union([z.strictObject({ attachmentId: idSchema }), z.strictObject({ color: labelColorSchema })]),
);

export const setCardCoverInput = z.object({ cardId: idSchema, cover: cardCoverSchema });
