import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { isTeamboardError } from '../errors/teamboard-error';
import { BACKUP_KIND, BACKUP_VERSION, type TeamboardBackup } from '../schemas/backup';
import { readBackupArchive } from './backup-archive';

const named = '0b4f6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const unnamed = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const backup: TeamboardBackup = {
  kind: BACKUP_KIND,
  version: BACKUP_VERSION,
  exported_at: '2026-11-26T10:00:00.000Z',
  workspace: null,
  boards: [
    {
      name: 'Files',
      description: '',
      labels: [],
      fields: [],
      lists: [
        {
          name: 'Inbox',
          wip_limit: null,
          is_done: false,
          archived_at: null,
          cards: [
            {
              id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
              title: 'With a file',
              description: '',
              due_at: null,
              completed_at: null,
              archived_at: null,
              labels: [],
              assignees: [],
              checklist: [],
              comments: [],
              fields: [],
              blocked_by: [],
              attachments: [{ id: named, file_name: 'notes.txt', mime_type: 'text/plain', size_bytes: 5 }],
            },
          ],
        },
      ],
    },
  ],
};

const documentEntry = () => strToU8(JSON.stringify(backup));

async function refusal(archive: Uint8Array): Promise<string> {
  try {
    await readBackupArchive(archive);
  } catch (error) {
    if (isTeamboardError(error, 'validation')) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readBackupArchive', () => {
  it('gives the document and the files it names, whatever else the archive holds', async () => {
    const read = await readBackupArchive(
      zipSync({
        'backup.json': documentEntry(),
        [`files/${named}`]: strToU8('notes'),
        // Never a path: names that try to climb out, and files the document does not name, are ignored.
        [`../files/${named}`]: strToU8('evil'),
        [`files/${named}/../../etc/passwd`]: strToU8('evil'),
        [`files/${unnamed}`]: strToU8('stowaway'),
      }),
    );
    expect(read.backup).toEqual(backup);
    expect([...read.files.keys()]).toEqual([named]);
    expect(new TextDecoder().decode(read.files.get(named))).toBe('notes');
  });

  it('reads a Blob and an ArrayBuffer as well', async () => {
    const zip = zipSync({ 'backup.json': documentEntry() });
    expect((await readBackupArchive(new Blob([zip]))).backup).toEqual(backup);
    expect((await readBackupArchive(zip.slice().buffer)).files.size).toBe(0);
  });

  it('refuses what is not an archive of a backup with a validation error', async () => {
    expect(await refusal(strToU8('{"kind":"teamboard.backup"}'))).toMatch(/not a Teamboard backup archive/);
    expect(await refusal(zipSync({ 'other.json': documentEntry() }))).toMatch(/no backup\.json/);
    expect(await refusal(zipSync({ 'backup.json': strToU8('{ not json') }))).toMatch(/not JSON/);
    expect(await refusal(zipSync({ 'backup.json': strToU8('{"kind":"trello"}') }))).toMatch(
      /not a Teamboard backup/,
    );
  });

  it('refuses a file larger than an attachment may be before inflating it', async () => {
    const huge = new Uint8Array(LIMITS.attachmentBytes + 1);
    expect(await refusal(zipSync({ 'backup.json': documentEntry(), [`files/${named}`]: huge }))).toMatch(
      /larger than/,
    );
  });
});
