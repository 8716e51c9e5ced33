import type { LocalSupabase } from '@teamboard/local-supabase';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../test/local-backend';
import {
  bytes,
  createBoard,
  signedInClient,
  storedObjects,
  type BoardFixture,
  type SignedInClient,
} from '../../test/storage-board';
import type { TeamboardError } from '../errors/teamboard-error';
import { deleteAttachment } from './delete-attachment';
import { getAttachmentUrl } from './get-attachment-url';
import { listAttachments } from './list-attachments';
import type { UploadProgress } from '../storage/resumable-upload';
import { uploadAttachment } from './upload-attachment';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let otherMember: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let board: BoardFixture;

const MB = 1024 * 1024;

beforeAll(async () => {
  backend = await startBackend();
  [owner, member, otherMember, viewer, outsider] = await Promise.all([
    signedInClient(backend, 'owner'),
    signedInClient(backend, 'member'),
    signedInClient(backend, 'other'),
    signedInClient(backend, 'viewer'),
    signedInClient(backend, 'outsider'),
  ]);
  board = await createBoard(backend, [
    [owner, 'owner'],
    [member, 'member'],
    [otherMember, 'member'],
    [viewer, 'viewer'],
  ]);
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

async function rejection(promise: Promise<unknown>): Promise<TeamboardError> {
  try {
    await promise;
  } catch (error) {
    return error as TeamboardError;
  }
  throw new Error('expected a rejection');
}

const rowCount = async (cardId: string) =>
  Number(
    (
      await backend.db.query<{ n: string }>(
        `select count(*) as n from public.attachments where card_id = $1`,
        [cardId],
      )
    ).rows[0]?.n,
  );

describe('uploadAttachment', () => {
  it('stores a few MB in chunks, reporting progress, and records the row', async () => {
    const content = bytes(5 * MB + 123);
    const progress: UploadProgress[] = [];
    const file = new File([content], 'report.pdf', { type: 'application/pdf' });
    const attachment = await uploadAttachment(
      member.client,
      { cardId: board.cardId, workspaceId: board.workspaceId, file },
      { chunkBytes: 2 * MB, onProgress: (p) => progress.push(p) },
    );

    expect(attachment).toMatchObject({
      card_id: board.cardId,
      file_name: 'report.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      uploaded_by: member.userId,
      object_path: `${board.workspaceId}/${board.cardId}/${attachment.id}/report.pdf`,
    });
    expect(progress.map((p) => p.loaded)).toEqual([0, 2 * MB, 4 * MB, content.length]);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(await storedObjects(backend, 'attachments', attachment.object_path)).toEqual([
      attachment.object_path,
    ]);

    const url = await getAttachmentUrl(owner.client, attachment);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    // Buffer equality: a deep toEqual over megabytes takes seconds.
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('looks the workspace up from the card when it is not given', async () => {
    const file = new Blob(['hello'], { type: 'text/plain' });
    const attachment = await uploadAttachment(member.client, {
      cardId: board.cardId,
      file,
      fileName: 'hello.txt',
    });
    expect(attachment.object_path.startsWith(`${board.workspaceId}/${board.cardId}/`)).toBe(true);
  });

  it('makes a file name Storage can key, and shows that name', async () => {
    const file = new File(['x'], 'Präsentation #1?.txt', { type: 'text/plain' });
    const attachment = await uploadAttachment(member.client, { cardId: board.cardId, file });
    expect(attachment.file_name).toBe('Prasentation _1_.txt');
  });

  it('refuses a file over 25 MB before sending anything', async () => {
    const file = new File([new Uint8Array(25 * MB + 1)], 'big.dat');
    member.requests.length = 0;
    const error = await rejection(uploadAttachment(member.client, { cardId: board.cardId, file }));
    expect(error.code).toBe('payload-too-large');
    expect(member.requests).toEqual([]);
  });

  it.each([
    ['by type', new File(['MZ'], 'setup', { type: 'application/x-msdownload' })],
    ['by name', new File(['#!/bin/sh'], 'install.SH', { type: 'text/plain' })],
  ])('refuses an executable (%s) before sending anything', async (_how, file) => {
    member.requests.length = 0;
    const error = await rejection(uploadAttachment(member.client, { cardId: board.cardId, file }));
    expect(error.code).toBe('unsupported-file-type');
    expect(member.requests).toEqual([]);
  });

  it('refuses a bad card id before sending anything', async () => {
    member.requests.length = 0;
    const error = await rejection(
      uploadAttachment(member.client, { cardId: 'card-1', file: new File(['x'], 'a.txt') }),
    );
    expect(error.code).toBe('validation');
    expect(member.requests).toEqual([]);
  });

  it.each([
    ['a non-member', () => outsider],
    ['a viewer', () => viewer],
  ])('refuses %s, leaving nothing behind', async (_who, who) => {
    const before = await rowCount(board.cardId);
    const error = await rejection(
      uploadAttachment(who().client, {
        cardId: board.cardId,
        workspaceId: board.workspaceId,
        file: new File(['x'], 'sneaky.txt', { type: 'text/plain' }),
      }),
    );
    expect(error.code).toBe('forbidden');
    expect(await rowCount(board.cardId)).toBe(before);
    expect(
      await storedObjects(backend, 'attachments', `${board.workspaceId}/${board.cardId}/`),
    ).not.toContainEqual(expect.stringContaining('sneaky'));
  });

  it('a non-member who omits the workspace gets not-found for the card', async () => {
    const error = await rejection(
      uploadAttachment(outsider.client, { cardId: board.cardId, file: new File(['x'], 'a.txt') }),
    );
    expect(error.code).toBe('not-found');
  });

  it('cancelled mid-way, leaves neither row nor object', async () => {
    const controller = new AbortController();
    const before = await rowCount(board.cardId);
    const seen: number[] = [];
    const error = await rejection(
      uploadAttachment(
        member.client,
        {
          cardId: board.cardId,
          workspaceId: board.workspaceId,
          file: new File([bytes(4 * MB)], 'cancel-me.dat'),
        },
        {
          chunkBytes: MB,
          signal: controller.signal,
          onProgress: (p) => {
            seen.push(p.loaded);
            if (p.loaded >= MB) controller.abort();
          },
        },
      ),
    );
    expect(error.code).toBe('timeout');
    expect(error.reason).toBe('aborted');
    expect(seen).toEqual([0, MB]);
    expect(await rowCount(board.cardId)).toBe(before);
    const objects = await storedObjects(backend, 'attachments', `${board.workspaceId}/${board.cardId}/`);
    expect(objects.filter((name) => name.endsWith('/cancel-me.dat'))).toEqual([]);
  });

  it('removes the stored object again when the row is refused (attachment limit)', async () => {
    const { cardId } = await backend.db
      .query<{ cardId: string }>(
        `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Full', 9) returning id as "cardId"`,
        [board.boardId, board.listIds[0]],
      )
      .then((r) => r.rows[0]!);
    await backend.db.query(
      `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
       select id, $1::uuid, $2::text || '/' || $1::text || '/' || id || '/f.txt', 'f.txt', 'text/plain', 1, $3::uuid
       from (select gen_random_uuid() as id from generate_series(1, 50)) ids`,
      [cardId, board.workspaceId, member.userId],
    );
    const error = await rejection(
      uploadAttachment(member.client, {
        cardId,
        workspaceId: board.workspaceId,
        file: new File(['x'], 'one-too-many.txt', { type: 'text/plain' }),
      }),
    );
    expect(error.code).toBe('limit-reached');
    expect(error.reason).toBe('attachmentsPerCard');
    expect(await storedObjects(backend, 'attachments', `${board.workspaceId}/${cardId}/`)).toEqual([]);
  });
});

describe('getAttachmentUrl', () => {
  it('gives a download link valid for the lifetime asked', async () => {
    const attachment = await uploadAttachment(member.client, {
      cardId: board.cardId,
      workspaceId: board.workspaceId,
      file: new File(['short-lived'], 'short.txt', { type: 'text/plain' }),
    });
    const url = await getAttachmentUrl(viewer.client, attachment, { expiresIn: 60, download: true });
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-disposition')).toContain('short.txt');
    expect(await fresh.text()).toBe('short-lived');

    // The token's lifetime is what expires the link. (Waiting it out locally takes over 30 s:
    // the local backend verifies signed-URL tokens with a 30 s clock tolerance.)
    const token = new URL(url).searchParams.get('token') ?? '';
    const { exp, iat } = decodeJwt(token);
    expect(exp !== undefined && iat !== undefined ? exp - iat : undefined).toBe(60);

    const forged = new URL(url);
    forged.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    expect((await fetch(forged)).ok).toBe(false);
  });

  it.each([
    ['page.html', 'text/html', '<script>alert(1)</script>'],
    ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['data.xml', 'application/xml', '<x/>'],
  ])('serves %s (%s) only as a download', async (name, type, content) => {
    const attachment = await uploadAttachment(member.client, {
      cardId: board.cardId,
      workspaceId: board.workspaceId,
      file: new File([content], name, { type }),
    });
    const response = await fetch(await getAttachmentUrl(viewer.client, attachment));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment;.*${name}`));
  });

  it('lets a picture open in the browser unless a download is asked for', async () => {
    const attachment = await uploadAttachment(member.client, {
      cardId: board.cardId,
      workspaceId: board.workspaceId,
      file: new File([bytes(64)], 'photo.png', { type: 'image/png' }),
    });
    const inline = await fetch(await getAttachmentUrl(viewer.client, attachment));
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition') ?? '').not.toMatch(/^attachment/);
    const saved = await fetch(await getAttachmentUrl(viewer.client, attachment, { download: true }));
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment;.*photo\.png/);
  });

  it('is not-found for a non-member', async () => {
    const [attachment] = await listAttachments(member.client, board.cardId);
    const error = await rejection(getAttachmentUrl(outsider.client, attachment!));
    expect(error.code).toBe('not-found');
  });

  it('refuses a nonsense lifetime before sending anything', async () => {
    viewer.requests.length = 0;
    const error = await rejection(
      getAttachmentUrl(
        viewer.client,
        { object_path: 'a/b/c/d', file_name: 'd', mime_type: 'text/plain' },
        { expiresIn: 0 },
      ),
    );
    expect(error.code).toBe('validation');
    expect(viewer.requests).toEqual([]);
  });
});

describe('listAttachments and deleteAttachment', () => {
  it('lists the card attachments for any member, none for a non-member', async () => {
    const forViewer = await listAttachments(viewer.client, board.cardId);
    expect(forViewer.length).toBe(await rowCount(board.cardId));
    expect(forViewer.every((a) => a.card_id === board.cardId)).toBe(true);
    expect(await listAttachments(outsider.client, board.cardId)).toEqual([]);
  });

  it('lets the uploader delete their own: row and object', async () => {
    const attachment = await uploadAttachment(member.client, {
      cardId: board.cardId,
      workspaceId: board.workspaceId,
      file: new File(['mine'], 'mine.txt', { type: 'text/plain' }),
    });
    await deleteAttachment(member.client, attachment);
    expect(await storedObjects(backend, 'attachments', attachment.object_path)).toEqual([]);
    expect((await listAttachments(member.client, board.cardId)).map((a) => a.id)).not.toContain(
      attachment.id,
    );
  });

  it("refuses another member's attachment (forbidden) and lets an owner delete it", async () => {
    const attachment = await uploadAttachment(member.client, {
      cardId: board.cardId,
      workspaceId: board.workspaceId,
      file: new File(['theirs'], 'theirs.txt', { type: 'text/plain' }),
    });
    expect((await rejection(deleteAttachment(otherMember.client, attachment.id))).code).toBe('forbidden');
    expect((await rejection(deleteAttachment(viewer.client, attachment.id))).code).toBe('forbidden');
    expect((await rejection(deleteAttachment(outsider.client, attachment.id))).code).toBe('not-found');
    expect(await storedObjects(backend, 'attachments', attachment.object_path)).toEqual([
      attachment.object_path,
    ]);

    await deleteAttachment(owner.client, attachment);
    expect(await storedObjects(backend, 'attachments', attachment.object_path)).toEqual([]);
  });

  it('is not-found for an id that does not exist, validation for one that is not an id', async () => {
    expect((await rejection(deleteAttachment(owner.client, crypto.randomUUID()))).code).toBe('not-found');
    owner.requests.length = 0;
    expect((await rejection(deleteAttachment(owner.client, 'nope'))).code).toBe('validation');
    expect(owner.requests).toEqual([]);
  });
});
