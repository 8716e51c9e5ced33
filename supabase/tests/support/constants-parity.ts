import type { Queryable } from '@teamboard/local-supabase';
import {
  AUTOMATION_RULE_LIMITS,
  AVATAR_MIME_TYPES,
  COVER_IMAGE_MIME_TYPES,
  LABEL_COLORS,
  LIMITS,
  TEXT_LIMITS,
  REFUSED_ATTACHMENT_EXTENSIONS,
  REFUSED_ATTACHMENT_MIME_TYPES,
} from '@teamboard/sdk';
import { labelColors } from '@teamboard/ui';

/**
 * The SDK's constants are the one source of the product's file and palette
 * rules; the migrations and the UI keep copies of them (a CHECK cannot import
 * TypeScript, and the component library does not depend on the SDK). This
 * reads every copy from where it takes effect: the database's CHECK
 * constraints, functions and bucket settings, and the UI's exported palette.
 */
export interface DatabaseCopies {
  readonly labelColors: readonly string[];
  /** `cards_cover_color_check`: a cover colour is a label colour. */
  readonly coverColors: readonly string[];
  /** `private.cover_image_mime_types()`: what an attachment must be to be a cover. */
  readonly coverImageMimeTypes: readonly string[];
  readonly refusedExtensions: readonly string[];
  readonly refusedMimeTypes: readonly string[];
  readonly attachmentMaxBytes: number | undefined;
  /** `private.import_limits()`: the LIMITS `import_board` counts an import against. */
  readonly importLimits: Readonly<Record<string, unknown>>;
  /** `private.custom_field_limits()`: the custom-field limits its triggers enforce. */
  readonly customFieldLimits: Readonly<Record<string, unknown>>;
  /** `private.checklist_limits()`: the checklist limits its triggers enforce. */
  readonly checklistLimits: Readonly<Record<string, unknown>>;
  /** `private.automation_rule_limits()`: the bounds of a rule its triggers enforce. */
  readonly automationRuleLimits: Readonly<Record<string, unknown>>;
  /** `private.bulk_move_limit()`: the most cards `move_cards` moves in one request. */
  readonly bulkMoveLimit: number | undefined;
  /** `private.card_templates_per_board()`: the most card templates one board keeps. */
  readonly cardTemplatesPerBoard?: number | undefined;
  readonly buckets: Readonly<
    Record<
      string,
      { fileSizeLimit: number | null; allowedMimeTypes: readonly string[] | null; public: boolean }
    >
  >;
  /** The definitions that must enforce the lists above (constraint name or policy name → SQL). */
  readonly enforcedBy: Readonly<Record<string, string>>;
}

async function constraintDef(db: Queryable, table: string, name: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
     where c.conrelid = $1::regclass and c.conname = $2 and c.contype = 'c'`,
    [table, name],
  );
  return rows[0]?.def ?? '';
}

/** The string literals of a CHECK (`'gray'::text, …`), in the order written. */
function literals(def: string): string[] {
  return [...def.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? '').replaceAll("''", "'"));
}

export async function readDatabaseCopies(db: Queryable): Promise<DatabaseCopies> {
  const colorCheck = await constraintDef(db, 'public.labels', 'labels_color_check');
  const sizeCheck = await constraintDef(db, 'public.attachments', 'attachments_size_bytes_check');
  const coverColorCheck = await constraintDef(db, 'public.cards', 'cards_cover_color_check');
  const coverTypes = await db.query<{ types: string[] }>(`select private.cover_image_mime_types() as types`);
  const lists = await db.query<{ extensions: string[]; types: string[] }>(
    `select private.refused_attachment_extensions() as extensions, private.refused_attachment_mime_types() as types`,
  );
  const buckets = await db.query<{
    id: string;
    file_size_limit: string | number | null;
    allowed_mime_types: string[] | null;
    public: boolean;
  }>(`select id, file_size_limit, allowed_mime_types, public from storage.buckets order by id`);
  const policy = await db.query<{ with_check: string | null }>(
    `select pg_get_expr(p.polwithcheck, p.polrelid) as with_check from pg_policy p
     where p.polrelid = 'storage.objects'::regclass and p.polname = 'editors can upload attachment files'`,
  );
  const imports = await db.query<{ limits: Record<string, unknown> }>(
    `select private.import_limits() as limits`,
  );
  const customFields = await db.query<{ limits: Record<string, unknown> }>(
    `select private.custom_field_limits() as limits`,
  );
  const checklists = await db.query<{ limits: Record<string, unknown> }>(
    `select private.checklist_limits() as limits`,
  );
  const automationRules = await db.query<{ limits: Record<string, unknown> }>(
    `select private.automation_rule_limits() as limits`,
  );
  const bulkMove = await db.query<{ limit: number }>(`select private.bulk_move_limit() as limit`);
  const cardTemplates = await db.query<{ limit: number }>(
    `select private.card_templates_per_board() as limit`,
  );
  const maxBytes = [...sizeCheck.matchAll(/<=\s*\(?(\d+)/g)].map((match) => Number(match[1]));
  return {
    labelColors: literals(colorCheck),
    coverColors: literals(coverColorCheck),
    coverImageMimeTypes: coverTypes.rows[0]?.types ?? [],
    refusedExtensions: lists.rows[0]?.extensions ?? [],
    refusedMimeTypes: lists.rows[0]?.types ?? [],
    attachmentMaxBytes: maxBytes.length === 1 ? maxBytes[0] : undefined,
    importLimits: imports.rows[0]?.limits ?? {},
    customFieldLimits: customFields.rows[0]?.limits ?? {},
    checklistLimits: checklists.rows[0]?.limits ?? {},
    automationRuleLimits: automationRules.rows[0]?.limits ?? {},
    bulkMoveLimit: bulkMove.rows[0]?.limit,
    cardTemplatesPerBoard: cardTemplates.rows[0]?.limit,
    buckets: Object.fromEntries(
      buckets.rows.map((row) => [
        row.id,
        {
          fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
          allowedMimeTypes: row.allowed_mime_types,
          public: row.public,
        },
      ]),
    ),
    enforcedBy: {
      attachments_mime_type_check: await constraintDef(
        db,
        'public.attachments',
        'attachments_mime_type_check',
      ),
      attachments_file_name_not_refused: await constraintDef(
        db,
        'public.attachments',
        'attachments_file_name_not_refused',
      ),
      'editors can upload attachment files': policy.rows[0]?.with_check ?? '',
    },
  };
}

const sorted = (values: readonly string[]) => [...values].sort();
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every place a copy differs from the SDK, as one readable line each; empty
 * when all copies agree. Sets are compared where order means nothing (a CHECK
 * list), order too where it is shown (the UI's palette).
 */
export function parityDifferences(database: DatabaseCopies, ui: readonly string[] = labelColors): string[] {
  const found: string[] = [];
  const compare = (what: string, sdk: readonly string[], copy: readonly string[]) => {
    if (!same(sdk, copy)) found.push(`${what}: SDK ${JSON.stringify(sdk)} ≠ ${JSON.stringify(copy)}`);
  };
  compare('label colours in labels_color_check', sorted(LABEL_COLORS), sorted(database.labelColors));
  compare('label colours in the UI palette (labelColors)', LABEL_COLORS, ui);
  compare('cover colours in cards_cover_color_check', sorted(LABEL_COLORS), sorted(database.coverColors));
  compare(
    'cover image types in private.cover_image_mime_types()',
    sorted(COVER_IMAGE_MIME_TYPES),
    sorted(database.coverImageMimeTypes),
  );
  compare(
    'refused extensions in private.refused_attachment_extensions()',
    sorted(REFUSED_ATTACHMENT_EXTENSIONS),
    sorted(database.refusedExtensions),
  );
  compare(
    'refused media types in private.refused_attachment_mime_types()',
    sorted(REFUSED_ATTACHMENT_MIME_TYPES),
    sorted(database.refusedMimeTypes),
  );
  if (database.attachmentMaxBytes !== LIMITS.attachmentBytes) {
    found.push(
      `attachment size in attachments_size_bytes_check: SDK ${String(LIMITS.attachmentBytes)} ≠ ${String(database.attachmentMaxBytes)}`,
    );
  }
  const importLimits = [
    'cardsPerBoard',
    'commentsPerImport',
    'checklistItemsPerImport',
    'dependenciesPerImport',
  ] as const;
  const sdkImportLimits = Object.fromEntries(importLimits.map((name) => [name, LIMITS[name]]));
  const named = (limits: Readonly<Record<string, unknown>>) =>
    JSON.stringify(
      Object.keys(limits)
        .sort()
        .map((name) => [name, limits[name]]),
    );
  if (named(sdkImportLimits) !== named(database.importLimits)) {
    found.push(
      `import limits in private.import_limits(): SDK ${JSON.stringify(sdkImportLimits)} ≠ ${JSON.stringify(database.importLimits)}`,
    );
  }
  const sdkCustomFieldLimits = {
    customFieldsPerBoard: LIMITS.customFieldsPerBoard,
    optionsPerCustomField: LIMITS.optionsPerCustomField,
    customFieldText: TEXT_LIMITS.customFieldText.max,
    customFieldUrl: TEXT_LIMITS.customFieldUrl.max,
  };
  if (named(sdkCustomFieldLimits) !== named(database.customFieldLimits)) {
    found.push(
      `custom field limits in private.custom_field_limits(): SDK ${JSON.stringify(sdkCustomFieldLimits)} ≠ ${JSON.stringify(database.customFieldLimits)}`,
    );
  }
  const sdkChecklistLimits = {
    checklistsPerCard: LIMITS.checklistsPerCard,
    checklistItemsPerChecklist: LIMITS.checklistItemsPerChecklist,
    checklistName: TEXT_LIMITS.checklistName.max,
  };
  if (named(sdkChecklistLimits) !== named(database.checklistLimits)) {
    found.push(
      `checklist limits in private.checklist_limits(): SDK ${JSON.stringify(sdkChecklistLimits)} ≠ ${JSON.stringify(database.checklistLimits)}`,
    );
  }
  const sdkAutomationRuleLimits = {
    automationRulesPerBoard: LIMITS.automationRulesPerBoard,
    conditionsPerRule: AUTOMATION_RULE_LIMITS.conditionsPerRule,
    actionsPerRule: AUTOMATION_RULE_LIMITS.actionsPerRule,
    chainDepth: AUTOMATION_RULE_LIMITS.chainDepth,
    dueInDays: AUTOMATION_RULE_LIMITS.dueInDays,
    ruleName: TEXT_LIMITS.automationRuleName.max,
    comment: TEXT_LIMITS.comment.max,
  };
  if (named(sdkAutomationRuleLimits) !== named(database.automationRuleLimits)) {
    found.push(
      `automation rule limits in private.automation_rule_limits(): SDK ${JSON.stringify(sdkAutomationRuleLimits)} ≠ ${JSON.stringify(database.automationRuleLimits)}`,
    );
  }
  if (database.bulkMoveLimit !== LIMITS.cardsPerBulkMove) {
    found.push(
      `bulk move limit in private.bulk_move_limit(): SDK ${String(LIMITS.cardsPerBulkMove)} ≠ ${String(database.bulkMoveLimit)}`,
    );
  }
  if (
    'cardTemplatesPerBoard' in database &&
    database.cardTemplatesPerBoard !== LIMITS.cardTemplatesPerBoard
  ) {
    found.push(
      `card template limit in private.card_templates_per_board(): SDK ${String(LIMITS.cardTemplatesPerBoard)} ≠ ${String(database.cardTemplatesPerBoard)}`,
    );
  }
  const attachments = database.buckets.attachments;
  if (attachments?.fileSizeLimit !== LIMITS.attachmentBytes || attachments.allowedMimeTypes !== null) {
    found.push(
      `bucket attachments: ${JSON.stringify(attachments)} (SDK limit ${String(LIMITS.attachmentBytes)})`,
    );
  }
  const avatars = database.buckets.avatars;
  if (
    avatars?.fileSizeLimit !== LIMITS.avatarBytes ||
    !same(sorted(AVATAR_MIME_TYPES), sorted(avatars.allowedMimeTypes ?? []))
  ) {
    found.push(
      `bucket avatars: ${JSON.stringify(avatars)} (SDK limit ${String(LIMITS.avatarBytes)}, types ${JSON.stringify(AVATAR_MIME_TYPES)})`,
    );
  }
  const uses: [string, string][] = [
    ['attachments_mime_type_check', 'refused_attachment_mime_types()'],
    ['attachments_file_name_not_refused', 'has_refused_extension('],
    ['editors can upload attachment files', 'has_refused_extension('],
  ];
  for (const [where, call] of uses) {
    if (!(database.enforcedBy[where] ?? '').includes(call)) found.push(`${where} does not call ${call}`);
  }
  return found;
}
