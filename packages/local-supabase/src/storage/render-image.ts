import type { Context } from 'hono';
import sharp, { type Sharp } from 'sharp';
import type { GatewayEnv } from '../service-contract';
import type { ObjectRow } from './buckets-db';
import { contentDisposition, objectAnswerHeaders } from './download';
import { errors, StorageError } from './errors';
import type { FileStore } from './file-store';
import { clampSize, transformSegments, type ImageTransform } from './image-transform';

// The image service's default quality for lossy output.
const DEFAULT_QUALITY = 80;
// Formats the image service writes back as they came; anything else comes out as PNG.
const KEPT_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'] as const;
type OutputFormat = (typeof KEPT_FORMATS)[number];
const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

const imageError = (message: string) => new StorageError('InvalidRequest', 400, 'InvalidRequest', message);

/** The image service's answers for a source it cannot render. */
function sourceError(error: unknown): StorageError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return imageError('The source image resolution is too large to process');
  if (/unsupported image format|corrupt|premature end|bad seek|vips/i.test(message)) {
    return imageError('The source image is invalid or unsupported for rendering');
  }
  return errors.internal();
}

/**
 * The output format: asked for, or the source's own. Without a format the image service
 * answers WebP to clients that accept it; `origin` keeps the source's format.
 */
function outputFormat(t: ImageTransform, source: string | undefined, accept: string): OutputFormat {
  if (t.format === 'webp' || t.format === 'avif') return t.format;
  if (t.format === undefined && /\bimage\/webp\b/i.test(accept)) return 'webp';
  // libvips reports AVIF sources as `heif`.
  const kept = source === 'heif' ? 'avif' : source;
  return KEPT_FORMATS.find((f) => f === kept) ?? 'png';
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality });
    case 'webp':
      return image.webp({ quality });
    case 'avif':
      return image.avif({ quality });
    case 'tiff':
      return image.tiff({ quality });
    case 'gif':
      return image.gif();
    case 'png':
      return image.png();
  }
}

/** Renders the object with the transformations and answers as Storage's render routes do. */
export async function renderImage(
  c: Context<GatewayEnv>,
  files: FileStore,
  object: ObjectRow,
  t: ImageTransform,
  expires?: string,
): Promise<Response> {
  if (!object.version || (await files.size(object.bucket_id, object.name, object.version)) === undefined) {
    throw errors.noSuchKey();
  }
  const path = files.pathOf(object.bucket_id, object.name, object.version);
  let rendered: { data: Buffer; format: OutputFormat };
  try {
    // `rotate()` applies EXIF orientation, as the image service does before resizing.
    let image = sharp(path, { failOn: 'error' }).rotate();
    const { format: source } = await image.metadata();
    if (t.width || t.height) {
      image = image.resize({
        width: t.width ? clampSize(t.width) : undefined,
        height: t.height ? clampSize(t.height) : undefined,
        fit: FIT[t.resize ?? 'cover'],
        position: 'centre',
        withoutEnlargement: true,
      });
    }
    const format = outputFormat(t, source, c.req.header('accept') ?? '');
    rendered = { data: await encode(image, format, t.quality ?? DEFAULT_QUALITY).toBuffer(), format };
  } catch (error) {
    throw sourceError(error);
  }

  const meta = object.metadata;
  const headers = objectAnswerHeaders(`image/${rendered.format}`);
  headers.set('Content-Length', String(rendered.data.length));
  headers.set('Cache-Control', meta?.cacheControl ?? 'no-cache');
  headers.set('Last-Modified', new Date(object.updated_at).toUTCString());
  headers.set('Accept-Ranges', 'bytes');
  if (meta?.eTag) headers.set('ETag', meta.eTag);
  if (expires) headers.set('Expires', expires);
  const segments = transformSegments(t);
  if (segments.length > 0) headers.set('X-Transformations', segments.join(','));
  const disposition = contentDisposition(c.req.query('download'), object.name);
  if (disposition) headers.set('Content-Disposition', disposition);
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(rendered.data), { status: 200, headers });
}
