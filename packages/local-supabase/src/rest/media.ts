import { RestError } from './errors';

/** `Accept: application/vnd.pgrst.plan…`: the EXPLAIN of the statement the `for` media type would run. */
export interface PlanChoice {
  format: 'text' | 'json';
  /** The media type planned for, as PostgREST names it in the answer's `for`. */
  for: string;
  options: PlanOption[];
}

export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];

export interface MediaChoice {
  kind: 'json' | 'object' | SqlBody | 'openapi';
  stripNulls: boolean;
  /** Set when the plan of the request is asked for instead of its rows. */
  plan?: PlanChoice;
}

/** Media types whose whole body Postgres builds, as PostgREST does: CSV and GeoJSON. */
export type SqlBody = 'csv' | 'geojson';

export const SQL_BODY_TYPES: Record<SqlBody, string> = {
  csv: 'text/csv; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

/** The body to build in SQL for a negotiated media type, if Postgres builds it. */
export function sqlBody(media: MediaChoice): SqlBody | undefined {
  return media.kind === 'csv' || media.kind === 'geojson' ? media.kind : undefined;
}

const notAcceptable = (accept: string) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);

/** The media types a plan can be asked `for`, by PostgREST's name for each. */
const PLAN_TARGETS: Record<string, { kind: MediaChoice['kind']; name: string }> = {
  'application/json': { kind: 'json', name: 'application/json' },
  'application/vnd.pgrst.object': { kind: 'object', name: 'application/vnd.pgrst.object+json' },
  'application/vnd.pgrst.object+json': { kind: 'object', name: 'application/vnd.pgrst.object+json' },
  'text/csv': { kind: 'csv', name: 'text/csv' },
  'application/geo+json': { kind: 'geojson', name: 'application/geo+json' },
};

function planChoice(type: string, params: string[]): MediaChoice | undefined {
  const format = type === 'application/vnd.pgrst.plan+json' ? 'json' : 'text';
  const param = (name: string) =>
    params
      .map((p) => /^([a-z]+)\s*=\s*"?([^"]*)"?$/i.exec(p))
      .find((m) => m?.[1]?.toLowerCase() === name)?.[2]
      ?.trim();
  const target = PLAN_TARGETS[(param('for') ?? 'application/json').toLowerCase()];
  const options = (param('options') ?? '').split('|');
  if (!target) return undefined;
  return {
    kind: target.kind,
    stripNulls: false,
    // In PostgREST's order, each once, whatever the order asked; an option it does not know is
    // dropped, never refused (MediaType.hs `decodeMediaType`, `getPlan`: only `inOpts` of the five).
    plan: { format, for: target.name, options: PLAN_OPTIONS.filter((o) => options.includes(o)) },
  };
}

/** Interprets `Accept` as PostgREST does; unknown types → 406 PGRST107. */
export function negotiate(accept: string | undefined): MediaChoice {
  if (!accept) return { kind: 'json', stripNulls: false };
  for (const part of accept.split(',')) {
    const [type = '', ...paramList] = part.split(';').map((s) => s.trim());
    const stripNulls = paramList.some((p) => p.replace(/\s/g, '') === 'nulls=stripped');
    switch (type.toLowerCase()) {
      case '*/*':
      case 'application/*':
      case 'application/json':
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', stripNulls };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls };
      case 'text/csv':
        return { kind: 'csv', stripNulls: false };
      // Served whether or not PostGIS is installed; without it Postgres refuses ST_AsGeoJSON (404, 42883), as under PostgREST.
      case 'application/geo+json':
        return { kind: 'geojson', stripNulls: false };
      case 'application/openapi+json':
        return { kind: 'openapi', stripNulls: false };
      case 'application/vnd.pgrst.plan':
      case 'application/vnd.pgrst.plan+text':
      case 'application/vnd.pgrst.plan+json': {
        const plan = planChoice(type.toLowerCase(), paramList);
        if (plan) return plan;
      }
    }
  }
  throw notAcceptable(accept);
}

/** Plans are served only with `pgrst.db_plan_enabled` on, as PostgREST's `db-plan-enabled`. */
export function checkPlanAllowed(media: MediaChoice, enabled: boolean, accept: string | undefined): void {
  if (media.plan && !enabled) throw notAcceptable(accept ?? '');
}
