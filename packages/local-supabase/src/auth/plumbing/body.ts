import type { Context } from 'hono';
import { readTextWithin } from '../../gateway/read-body';
import { AuthError } from './errors';

/** GoTrue sits behind a gateway that refuses bodies over about 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

export type JsonObject = Record<string, unknown>;

/** Reads a JSON object body; an empty body is `{}` as GoTrue treats it. */
export async function readJsonBody(c: Context): Promise<JsonObject> {
  const text = await readTextWithin(c.req.raw, MAX_BODY_BYTES);
  if (text === undefined) throw tooLarge();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as JsonObject;
}

function tooLarge(): AuthError {
  return new AuthError(413, 'request_too_large', 'Request body too large');
}

export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'bad_json', `${key} must be a string`);
  return value;
}

export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', `${key} must be an object`);
  }
  return value as JsonObject;
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new AuthError(400, 'bad_json', `${key} must be a boolean`);
  return value;
}
