import type { Context } from 'hono';
import { readTextWithin } from '../gateway/read-body';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { errors } from './errors';
import type { FileStore } from './file-store';

/** What every storage route handler works with. */
export interface StorageDeps {
  ctx: ServiceContext;
  files: FileStore;
}

export type RouteHandler = (c: Context<GatewayEnv>, deps: StorageDeps, path: string) => Promise<Response>;

/** The JSON object body of a request; anything else is Storage's InvalidRequest. */
export async function readJsonObject(c: Context<GatewayEnv>): Promise<Record<string, unknown>> {
  const text = await readTextWithin(c.req.raw, 1024 * 1024);
  if (text === undefined) throw errors.invalidRequest('Body is too large');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidRequest('Body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidRequest('Body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw errors.invalidRequest(`body/${field} must be string`);
  return value;
}

export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = optionalString(body, field);
  if (value === undefined) throw errors.invalidRequest(`body must have required property '${field}'`);
  return value;
}
