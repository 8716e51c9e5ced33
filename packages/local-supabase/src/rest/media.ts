import { RestError } from './errors';

export interface MediaChoice {
  kind: 'json' | 'object' | 'csv' | 'openapi';
  stripNulls: boolean;
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
      case 'application/openapi+json':
        return { kind: 'openapi', stripNulls: false };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}
