import { errors } from './errors';

/** The transformations Storage's image service offers (`TransformOptions` of storage-js). */
export interface ImageTransform {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

// Storage clamps sizes to its image limits (1–2000 px by default) instead of refusing them.
export const IMAGE_SIZE_MIN = 1;
export const IMAGE_SIZE_MAX = 2000;
const RESIZE = ['cover', 'contain', 'fill'] as const;
const FORMATS = ['origin', 'avif', 'webp'] as const;

function integer(value: unknown, where: string, min: number, max?: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw errors.invalidRequest(`${where} must be integer`);
  if (n < min) throw errors.invalidRequest(`${where} must be >= ${min}`);
  if (max !== undefined && n > max) throw errors.invalidRequest(`${where} must be <= ${max}`);
  return n;
}

function oneOf<T extends string>(value: unknown, where: string, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!allowed.includes(value as T)) {
    throw errors.invalidRequest(`${where} must be equal to one of the allowed values`);
  }
  return value as T;
}

/**
 * Checks transformation options as Storage's schema does; `where` names them in errors
 * (`querystring` for render URLs, `body/transform` when signing).
 */
export function parseTransform(source: Record<string, unknown>, where: string): ImageTransform {
  const out: ImageTransform = {};
  const width = integer(source.width, `${where}/width`, 0);
  const height = integer(source.height, `${where}/height`, 0);
  const quality = integer(source.quality, `${where}/quality`, 20, 100);
  const resize = oneOf(source.resize, `${where}/resize`, RESIZE);
  const format = oneOf(source.format, `${where}/format`, FORMATS);
  if (width !== undefined) out.width = width;
  if (height !== undefined) out.height = height;
  if (quality !== undefined) out.quality = quality;
  if (resize !== undefined) out.resize = resize;
  if (format !== undefined) out.format = format;
  return out;
}

export const clampSize = (n: number) => Math.min(Math.max(n, IMAGE_SIZE_MIN), IMAGE_SIZE_MAX);

// How the image service names each resize mode.
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * The transformations as Storage writes them: in the `X-Transformations` header
 * (`resizing_type:…`), or, with `asSigned`, in a signed URL's token (`resize:…`).
 */
export function transformSegments(t: ImageTransform, asSigned = false): string[] {
  const segments: string[] = [];
  if (t.height) segments.push(`height:${clampSize(t.height)}`);
  if (t.width) segments.push(`width:${clampSize(t.width)}`);
  if (t.width || t.height) {
    // A signed token keeps the option as given, `undefined` included, as Storage writes it.
    segments.push(asSigned ? `resize:${t.resize}` : `resizing_type:${RESIZING_TYPE[t.resize ?? 'cover']}`);
  }
  if (t.quality) segments.push(`quality:${t.quality}`);
  if (t.format && t.format !== 'origin') segments.push(`format:${t.format}`);
  return segments;
}

/** Reads the transformations a signed URL's token carries; unknown parts are ignored as Storage does. */
export function transformFromSigned(value: unknown): ImageTransform {
  const out: ImageTransform = {};
  if (typeof value !== 'string') return out;
  for (const part of value.split(',')) {
    const [name = '', raw = ''] = part.split(':');
    if (raw === '') continue;
    const n = Number.parseInt(raw, 10);
    if ((name === 'width' || name === 'height' || name === 'quality') && Number.isFinite(n)) out[name] = n;
    if (name === 'resize' && (RESIZE as readonly string[]).includes(raw))
      out.resize = raw as ImageTransform['resize'];
    if (name === 'format' && (FORMATS as readonly string[]).includes(raw))
      out.format = raw as ImageTransform['format'];
  }
  return out;
}

/** The storage-js `transform` option is present and asks for something. */
export const hasTransform = (t: ImageTransform) => Object.keys(t).length > 0;
