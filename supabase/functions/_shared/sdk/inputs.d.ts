// Generated from packages/sdk/src by supabase/scripts/function-schemas.mjs. Do not edit.
/** One problem with the input: where (`path`) and what, in the SDK's words. */
export interface InputIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema whose parsed value has type `Output`. */
export interface InputSchema<Output> {
  readonly '~output'?: Output;
}

export type ParseResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: { readonly issues: readonly InputIssue[] } };

export declare function safeParse<Output>(schema: InputSchema<Output>, input: unknown): ParseResult<Output>;

/** jose's decoder: the claims of a JWT, without verifying it; throws on a malformed token. */
export declare function decodeJwt(jwt: string): { readonly [claim: string]: unknown };

export type InviteMemberInput = { workspaceId: string; email: string; role: 'admin' | 'member' | 'viewer' };
export declare const inviteMemberInput: InputSchema<InviteMemberInput>;

export type ExportBoardInput = { boardId: string; format: 'json' | 'csv' };
export declare const exportBoardInput: InputSchema<ExportBoardInput>;
