import type { Tables } from '../database.types';
import type { ApiTokenScope } from './schemas';

/** A token as its person sees it in their list: never the token itself. */
export interface ApiToken extends Omit<Tables<'api_tokens'>, 'token_hash' | 'scope'> {
  readonly scope: ApiTokenScope;
}

/** What `createApiToken` answers: the token row and the `tbk_…` token, shown this once. */
export interface CreatedApiToken extends ApiToken {
  readonly token: string;
}

/** What the `api-token-session` edge function answers for a valid token. */
export interface ApiTokenSession {
  /** An access token of an Auth session recorded as the token's; send it as `Authorization: Bearer …`. */
  readonly access_token: string;
  /** Unix seconds. */
  readonly expires_at: number;
  readonly user_id: string;
  readonly workspace_id: string;
  readonly scope: ApiTokenScope;
}
