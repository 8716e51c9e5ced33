import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addComment,
  comparableBackup,
  createLabel,
  listAttachments,
  readBackupArchive,
  type TeamboardBackup,
  uploadAttachment,
} from '@teamboard/sdk';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './auth-helpers';
import { newBoard, newUser, seedLists, signIn } from './board-helpers';
import { sharedChromium } from './browser';
import { uniqueSlug, web } from './workspace-helpers';

/** Downloads the workspace's backup from its settings page (a ZIP archive with the files, or the JSON document). */
async function downloadBackup(page: Page, slug: string, withFiles = false) {
  await page.goto(web(`/w/${slug}/settings`));
  if (withFiles) await page.getByRole('checkbox', { name: 'With attached files (ZIP)' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a backup' }).click();
  const file = await download;
  const extension = withFiles ? 'zip' : 'json';
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${slug}-backup-.*\\.${extension}$`));
  // Saved under its own name: the picker goes by the extension.
  const path = join(await mkdtemp(join(tmpdir(), 'backup-')), file.suggestedFilename());
  await file.saveAs(path);
  const archive = withFiles ? await readBackupArchive(await readFile(path)) : undefined;
  const backup = archive?.backup ?? (JSON.parse(await readFile(path, 'utf8')) as TeamboardBackup);
  return { backup, files: archive?.files, path };
}

describe('backup and restore', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('backs a workspace up, deletes it, restores it from the file, and the second backup equals the first up to ids', async () => {
    const owner = await newUser('e2e-backup', 'Backup Owner');
    const board = await newBoard(owner, 'Roadmap');
    const lists = await seedLists(owner, board, { Todo: ['Alpha', 'Beta'], Done: ['Gamma'] });
    const alpha = lists.Todo?.cards.Alpha ?? '';
    const label = await createLabel(owner.client, { boardId: board.boardId, name: 'Urgent', color: 'red' });
    await owner.client.supabase.from('card_labels').insert({ card_id: alpha, label_id: label.id });
    await owner.client.supabase
      .from('checklist_items')
      .insert({ card_id: alpha, body: 'Write it', done: true });
    await addComment(owner.client, { cardId: alpha, body: 'Started on this' });
    await uploadAttachment(owner.client, {
      cardId: alpha,
      file: new Blob(['the plan, in writing']),
      fileName: 'plan.txt',
      mimeType: 'text/plain',
    });

    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, owner, `/w/${board.slug}/settings`);
    const { backup: first } = await downloadBackup(page, board.slug);
    expect(first.boards[0]?.lists[0]?.cards[0]?.comments[0]?.author).toEqual({
      name: 'Backup Owner',
      email: owner.email,
    });
    // The document names the attachment; the archive holds its file too.
    expect(first.boards[0]?.lists[0]?.cards[0]?.attachments?.map((a) => a.file_name)).toEqual(['plan.txt']);
    const { backup: archived, files, path } = await downloadBackup(page, board.slug, true);
    expect(comparableBackup(archived)).toEqual(comparableBackup(first));
    expect([...(files?.values() ?? [])].map((file) => new TextDecoder().decode(file))).toEqual([
      'the plan, in writing',
    ]);

    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete E2E workspace?' });
    await confirm.getByLabel(`Type ${board.slug} to confirm`).fill(board.slug);
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await waitForPath(page, '/workspaces');
    await page.getByRole('heading', { name: 'No workspaces yet' }).waitFor();

    await page.getByRole('button', { name: 'Create your first workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
    await dialog.getByLabel('Choose files').setInputFiles(path);
    await dialog.getByText(/Restores 1 board from/).waitFor();
    // The name comes from the backup; the old slug is free again, but a new one is chosen.
    expect(await dialog.getByLabel('Workspace name').inputValue()).toBe('E2E workspace');
    const slug = uniqueSlug('restored');
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await waitForPath(page, `/w/${slug}`);
    await page.getByRole('link', { name: 'Roadmap' }).waitFor();

    const { backup: second } = await downloadBackup(page, slug);
    expect(comparableBackup(second)).toEqual(comparableBackup(first));
    const restoredCard = second.boards[0]?.lists[0]?.cards[0]?.id ?? '';
    expect((await listAttachments(owner.client, restoredCard)).map((a) => a.size_bytes)).toEqual([20]);
    await context.close();
  });
});
