import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { COVER_IMAGE_MIME_TYPES, LABEL_COLORS, LIMITS } from '@teamboard/sdk';
import { labelColors } from '@teamboard/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDir, startBackend, variants, type TestBackend, serverVariant } from './support/backend';
import { parityDifferences, readDatabaseCopies, type DatabaseCopies } from './support/constants-parity';

/** Database copies that agree with the SDK's constants: each case below changes one of them. */
const agreeing: DatabaseCopies = {
  labelColors: LABEL_COLORS,
  coverColors: LABEL_COLORS,
  coverImageMimeTypes: COVER_IMAGE_MIME_TYPES,
  refusedExtensions: [],
  refusedMimeTypes: [],
  attachmentMaxBytes: undefined,
  importLimits: {},
  customFieldLimits: {},
  checklistLimits: {},
  automationRuleLimits: {},
  bulkMoveLimit: LIMITS.cardsPerBulkMove,
  cardTemplatesPerBoard: LIMITS.cardTemplatesPerBoard,
  buckets: {},
  enforcedBy: {},
};

// One source per constant: the SDK. The database and the UI keep copies, checked here.
for (const variant of variants) {
  describe(`constants on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    beforeAll(async () => {
      t = await startBackend(variant);
    });
    afterAll(async () => t?.stop());

    it('the database and the UI keep the SDK’s label colours, file rules and limits', async () => {
      expect(parityDifferences(await readDatabaseCopies(t.backend.db))).toEqual([]);
    });
  });
}

describe('the parity check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teamboard-parity-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails when one copy changes alone: a migration adding a label colour', async () => {
    cpSync(join(projectDir, 'supabase', 'config.toml'), join(dir, 'supabase', 'config.toml'));
    cpSync(join(projectDir, 'supabase', 'migrations'), join(dir, 'supabase', 'migrations'), {
      recursive: true,
    });
    writeFileSync(
      join(dir, 'supabase', 'migrations', '29991231000000_one_more_colour.sql'),
      `alter table public.labels drop constraint labels_color_check;
       alter table public.labels add constraint labels_color_check check (color in (${[
         ...LABEL_COLORS,
         'black',
       ]
         .map((color) => `'${color}'`)
         .join(', ')}));
       create or replace function private.refused_attachment_extensions() returns text[]
       language sql immutable set search_path = '' as $$ select array['exe'] $$;\n`,
    );
    const backend = await startLocalSupabase({
      projectDir: dir,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
    });
    try {
      const differences = parityDifferences(await readDatabaseCopies(backend.db));
      expect(differences).toEqual([
        expect.stringMatching(/^label colours in labels_color_check: .*"black"/),
        expect.stringMatching(/^refused extensions in private\.refused_attachment_extensions\(\): /),
      ]);
    } finally {
      await backend.stop();
    }
  });

  it('fails when the UI palette changes alone', () => {
    const reordered = [...labelColors.slice(1), labelColors[0] ?? 'gray'];
    expect(parityDifferences(agreeing, reordered)).toContainEqual(
      expect.stringMatching(/^label colours in the UI palette \(labelColors\)/),
    );
  });

  it('fails when the bulk move limit differs from LIMITS.cardsPerBulkMove', () => {
    expect(parityDifferences({ ...agreeing, bulkMoveLimit: LIMITS.cardsPerBulkMove - 1 })).toContainEqual(
      `bulk move limit in private.bulk_move_limit(): SDK 500 ≠ 499`,
    );
  });

  it('fails when the card template limit differs from LIMITS.cardTemplatesPerBoard', () => {
    expect(
      parityDifferences({ ...agreeing, cardTemplatesPerBoard: LIMITS.cardTemplatesPerBoard + 1 }),
    ).toContainEqual(
      `card template limit in private.card_templates_per_board(): SDK ${LIMITS.cardTemplatesPerBoard} ≠ ${LIMITS.cardTemplatesPerBoard + 1}`,
    );
  });

  it('fails when the checklist limits differ from the SDK’s', () => {
    expect(
      parityDifferences({
        ...agreeing,
        checklistLimits: { checklistsPerCard: LIMITS.checklistsPerCard + 1 },
      }),
    ).toContainEqual(expect.stringMatching(/^checklist limits in private\.checklist_limits\(\): /));
  });

  it('fails when the cover image types differ from COVER_IMAGE_MIME_TYPES', () => {
    expect(
      parityDifferences({ ...agreeing, coverImageMimeTypes: [...COVER_IMAGE_MIME_TYPES, 'image/svg+xml'] }),
    ).toContainEqual(expect.stringMatching(/^cover image types in private\.cover_image_mime_types\(\): /));
  });
});
