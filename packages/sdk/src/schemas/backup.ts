import * as z from 'zod/mini';
import { customFieldTypeSchema } from './custom-fields';
import {
  boardDescriptionSchema,
  boardNameSchema,
  cardDescriptionSchema,
  cardTitleSchema,
  checklistItemBodySchema,
  commentBodySchema,
  idSchema,
  labelColorSchema,
  labelNameSchema,
  listNameSchema,
  wipLimitSchema,
  workspaceNameSchema,
  workspaceSlugSchema,
} from './fields';

/** What a backup document says it is; anything else is refused before a request. */
export const BACKUP_KIND = 'teamboard.backup';
/**
 * Raised only by a change an older reader would misread; a field added as
 * optional keeps the version (readers ignore what they do not know).
 */
export const BACKUP_VERSION = 1;

const timestamp = z.nullable(z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time.' }));

/** Someone named in a backup: the address finds them again as a member; without one, only the name travels. */
export const backupPersonSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  email: z.nullable(z.string().check(z.maxLength(320))),
});

/**
 * The owner of a checklist item: found again by address, else by their user
 * id (a restore into the workspace the backup came from), as long as they
 * are a member who can see the board.
 */
const backupOwnerSchema = z.extend(backupPersonSchema, { id: idSchema });

const backupCommentSchema = z.object({
  body: commentBodySchema,
  /** Null when the author's account is gone. */
  author: z.nullable(backupPersonSchema),
  created_at: z.iso.datetime({ offset: true }),
});

/** A file attached to a card: the document names it; the file itself travels in a backup archive. */
const backupAttachmentSchema = z.object({
  /** The attachment's id where it came from: its file is `files/<id>` in the archive. */
  id: idSchema,
  file_name: z.string().check(z.minLength(1), z.maxLength(255)),
  mime_type: z.string().check(z.maxLength(255)),
  size_bytes: z.int().check(z.nonnegative()),
});

/** A card's repeat rule; the server checks the rule itself when it is restored. */
const backupRecurrenceSchema = z.object({
  /** RFC 5545 RRULE value. */
  rrule: z.string().check(z.minLength(1), z.maxLength(500)),
  dtstart: z.iso.datetime({ offset: true }),
  /** IANA time zone the rule counts in. */
  time_zone: z.string().check(z.minLength(1), z.maxLength(64)),
  mode: z.enum(['copy', 'reopen']),
  /** Copy mode: the index in the board's `lists` the copies go to; null is the card's own list. */
  list: z.nullable(z.int().check(z.nonnegative())),
});

const backupCardSchema = z.object({
  /** The card's id in the workspace it came from: only what `blocked_by` refers to. */
  id: idSchema,
  title: cardTitleSchema,
  description: cardDescriptionSchema,
  /** Added after version 1 was first written: optional, so older backups still read. */
  start_at: z.optional(timestamp),
  due_at: timestamp,
  completed_at: timestamp,
  archived_at: timestamp,
  /** Ids of the board's `labels`. */
  labels: z.array(idSchema),
  assignees: z.array(backupPersonSchema),
  checklist: z.array(
    z.object({
      body: checklistItemBodySchema,
      done: z.boolean(),
      checklist: z.string().check(z.maxLength(100)),
      /** Added after version 1 was first written: optional, so older backups still read. */
      due_at: z.optional(timestamp),
      /** Who owns the item. Added after version 1 was first written: optional, so older backups still read. */
      assignee: z.optional(z.nullable(backupOwnerSchema)),
    }),
  ),
  comments: z.array(backupCommentSchema),
  /** A select names its options by id, a person field the person; other types hold their value as stored. */
  fields: z.array(z.object({ field: idSchema, value: z.unknown() })),
  /** Ids of the cards this one waits on, on any board of the document. */
  blocked_by: z.array(idSchema),
  /** Oldest first. Added after version 1 was first written: optional, so older backups still read. */
  attachments: z.optional(z.array(backupAttachmentSchema)),
  /** Added after version 1 was first written: optional, so older backups still read. */
  recurrence: z.optional(z.nullable(backupRecurrenceSchema)),
  /**
   * The tile's cover: one of this card's `attachments` (by id) or a palette colour. Added after
   * version 1 was first written: optional, so older backups still read.
   */
  cover: z.optional(
    z.nullable(
      z.union([z.strictObject({ attachment: idSchema }), z.strictObject({ color: labelColorSchema })]),
    ),
  ),
  /**
   * A card template of its board, kept as a pattern and hidden from its columns; written only when
   * true. Added after version 1 was first written: optional, so older backups still read.
   */
  template: z.optional(z.literal(true)),
});

const backupListSchema = z.object({
  name: listNameSchema,
  wip_limit: wipLimitSchema,
  is_done: z.boolean(),
  archived_at: timestamp,
  cards: z.array(backupCardSchema),
});

const backupBoardSchema = z.object({
  name: boardNameSchema,
  description: boardDescriptionSchema,
  /** IANA zone its schedules count in. Added after version 1 was first written: optional; absent, UTC. */
  time_zone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  labels: z.array(z.object({ id: idSchema, name: labelNameSchema, color: labelColorSchema })),
  fields: z.array(
    z.object({
      id: idSchema,
      name: z.string().check(z.minLength(1), z.maxLength(60)),
      type: customFieldTypeSchema,
      unit: z.nullable(z.string()),
      show_on_card: z.boolean(),
      options: z.array(z.object({ id: idSchema, label: z.string(), color: labelColorSchema })),
    }),
  ),
  lists: z.array(backupListSchema),
});

/**
 * A workspace (or one board) as one document: everything a restore needs,
 * in the order it is shown, with ids only where one part refers to another.
 */
export const teamboardBackupSchema = z.object({
  kind: z.literal(BACKUP_KIND, { error: 'This is not a Teamboard backup.' }),
  version: z.literal(BACKUP_VERSION, { error: 'This backup was written by a newer Teamboard.' }),
  exported_at: z.iso.datetime({ offset: true }),
  /** Null for a single board's backup. */
  workspace: z.nullable(z.object({ name: workspaceNameSchema })),
  boards: z.array(backupBoardSchema),
});

/** Where a backup is restored: a new workspace, or (boards only) one that exists. */
export const importBackupTarget = z.union([
  z.object({ workspace: z.object({ name: workspaceNameSchema, slug: workspaceSlugSchema }) }),
  z.object({ workspaceId: idSchema }),
]);

export type TeamboardBackup = z.output<typeof teamboardBackupSchema>;
export type BackupBoard = TeamboardBackup['boards'][number];
export type BackupList = BackupBoard['lists'][number];
export type BackupCard = BackupList['cards'][number];
export type BackupPerson = z.output<typeof backupPersonSchema>;
export type BackupAttachment = NonNullable<BackupCard['attachments']>[number];
export type ImportBackupTarget = z.input<typeof importBackupTarget>;
