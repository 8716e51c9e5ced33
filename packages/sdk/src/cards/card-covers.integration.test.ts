import type { LocalSupabase } from '@teamboard/local-supabase';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../test/local-backend';
import {
  createBoard,
  signedInClient,
  type BoardFixture,
  type SignedInClient,
} from '../../test/storage-board';
import { deleteAttachment } from '../attachments/delete-attachment';
import { canBeCoverImage } from '../attachments/file-rules';
import { getCoverThumbnailUrl } from '../attachments/get-cover-thumbnail-url';
import { listBoardEvents } from '../events/list-board-events';
import { uploadAttachment } from '../attachments/upload-attachment';
import type { Attachment } from '../attachments/types';
import { COVER_THUMBNAIL } from '../constants';
import type { TeamboardError } from '../errors/teamboard-error';
import { getCard } from './get-card';
import { setCardCover } from './set-card-cover';

// A 1×1 PNG: the image transform really renders it.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let backend: LocalSupabase;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let board: BoardFixture;
let photo: Attachment;
let notes: Attachment;

beforeAll(async () => {
  backend = await startBackend();
  [member, viewer, outsider] = await Promise.all([
    signedInClient(backend, 'member'),
    signedInClient(backend, 'viewer'),
    signedInClient(backend, 'outsider'),
  ]);
  board = await createBoard(backend, [
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
  const upload = (file: File) =>
    uploadAttachment(member.client, { cardId: board.cardId, workspaceId: board.workspaceId, file });
  [photo, notes] = await Promise.all([
    upload(new File([ONE_PIXEL_PNG], 'photo.png', { type: 'image/png' })),
    upload(new File(['plain'], 'notes.txt', { type: 'text/plain' })),
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

describe('setCardCover', () => {
  it('makes an image attachment the cover, then a colour, then nothing', async () => {
    const before = await getCard(member.client, board.cardId);
    const covered = await setCardCover(member.client, board.cardId, { attachmentId: photo.id });
    expect(covered).toMatchObject({ id: board.cardId, cover_attachment_id: photo.id, cover_color: null });
    expect(covered.version).toBeGreaterThan(before.version);
    const coloured = await setCardCover(member.client, board.cardId, { color: 'teal' });
    expect(coloured).toMatchObject({ cover_attachment_id: null, cover_color: 'teal' });
    const cleared = await setCardCover(member.client, board.cardId, null);
    expect(cleared).toMatchObject({ cover_attachment_id: null, cover_color: null });
    // Each change is in the card's activity, read as typed events (webhooks carry the same).
    const events = await listBoardEvents(member.client, board.boardId, {
      types: ['card.cover_set', 'card.cover_removed'],
    });
    expect(events.filter((event) => event.card_id === board.cardId).map((event) => event.data)).toEqual([
      { title: covered.title, attachment_id: photo.id, file_name: 'photo.png', color: null },
      { title: covered.title, attachment_id: null, file_name: null, color: 'teal' },
      { title: covered.title },
    ]);
  });

  it.each([
    ['a card id that is not one', 'card-1', { color: 'red' }],
    ['a colour outside the palette', crypto.randomUUID(), { color: 'black' }],
    ['an attachment id that is not one', crypto.randomUUID(), { attachmentId: 'photo' }],
    ['both at once', crypto.randomUUID(), { attachmentId: crypto.randomUUID(), color: 'red' }],
    ['an empty cover', crypto.randomUUID(), {}],
  ])('refuses %s before sending anything', async (_what, cardId, cover) => {
    member.requests.length = 0;
    const error = await rejection(setCardCover(member.client, cardId, cover as never));
    expect(error.code).toBe('validation');
    expect(member.requests).toEqual([]);
  });

  it('refuses a file that is not an image as validation, naming the attachment', async () => {
    expect(canBeCoverImage(notes.mime_type)).toBe(false);
    const error = await rejection(setCardCover(member.client, board.cardId, { attachmentId: notes.id }));
    expect(error).toMatchObject({ code: 'validation', reason: 'cover_attachment_id' });
    expect(error.message).toBe('Only a PNG, JPEG, GIF, WebP or AVIF image can be a cover.');
  });

  it("refuses another card's attachment and an unknown card as not-found", async () => {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Other', 99) returning id`,
      [board.boardId, board.listIds[0]],
    );
    const other = rows[0]!.id;
    const foreign = await rejection(setCardCover(member.client, other, { attachmentId: photo.id }));
    expect(foreign).toMatchObject({ code: 'not-found', reason: 'cover_attachment_id' });
    const unknown = await rejection(setCardCover(member.client, crypto.randomUUID(), { color: 'red' }));
    expect(unknown.code).toBe('not-found');
    expect((await rejection(setCardCover(outsider.client, board.cardId, { color: 'red' }))).code).toBe(
      'not-found',
    );
  });

  it('refuses a viewer (forbidden), leaving the cover as it was', async () => {
    await setCardCover(member.client, board.cardId, { color: 'pink' });
    const error = await rejection(setCardCover(viewer.client, board.cardId, { attachmentId: photo.id }));
    expect(error.code).toBe('forbidden');
    expect(await getCard(viewer.client, board.cardId)).toMatchObject({ cover_color: 'pink' });
  });

  it('is cleared when its attachment is deleted', async () => {
    const spare = await uploadAttachment(member.client, {
      cardId: board.cardId,
      workspaceId: board.workspaceId,
      file: new File([ONE_PIXEL_PNG], 'spare.png', { type: 'image/png' }),
    });
    await setCardCover(member.client, board.cardId, { attachmentId: spare.id });
    await deleteAttachment(member.client, spare);
    expect(await getCard(member.client, board.cardId)).toMatchObject({ cover_attachment_id: null });
  });
});

describe('getCoverThumbnailUrl', () => {
  it('signs a render URL carrying the small transformation, from the attachment or its id', async () => {
    const fromRow = await getCoverThumbnailUrl(viewer.client, photo);
    viewer.requests.length = 0;
    const fromId = await getCoverThumbnailUrl(viewer.client, photo.id, { expiresIn: 120 });
    // By id: the path is looked up first, then signed.
    expect(viewer.requests).toEqual([
      '/rest/v1/attachments',
      `/storage/v1/object/sign/attachments/${photo.object_path}`,
    ]);
    for (const url of [fromRow, fromId]) {
      expect(new URL(url).pathname).toBe(`/storage/v1/render/image/sign/attachments/${photo.object_path}`);
      const token = new URL(url).searchParams.get('token') ?? '';
      expect(decodeJwt(token)).toMatchObject({
        transformations: `height:${COVER_THUMBNAIL.height},width:${COVER_THUMBNAIL.width},resize:${COVER_THUMBNAIL.resize},quality:${COVER_THUMBNAIL.quality}`,
      });
    }
    const { exp, iat } = decodeJwt(new URL(fromId).searchParams.get('token') ?? '');
    expect(exp !== undefined && iat !== undefined ? exp - iat : undefined).toBe(120);
    const image = await fetch(fromId);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('is not-found for someone who cannot read the attachment, validation for a bad id', async () => {
    expect((await rejection(getCoverThumbnailUrl(outsider.client, photo.id))).code).toBe('not-found');
    outsider.requests.length = 0;
    expect((await rejection(getCoverThumbnailUrl(outsider.client, 'nope'))).code).toBe('validation');
    expect(outsider.requests).toEqual([]);
  });
});
