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

/** A rule as public.claim_card_recurrences returns it. */
export interface ClaimedRecurrence {
  readonly id: string;
  readonly rrule: string;
  readonly dtstart: string;
  readonly time_zone: string;
  readonly mode: 'copy' | 'reopen';
  readonly expanded_until: string;
  readonly due_at: string | null;
  readonly as_of: string;
}

/** What public.apply_card_occurrences records for one claimed rule (it takes an array of them). */
export interface OccurrencePlan {
  readonly recurrence_id: string;
  readonly occurrences: string[];
  readonly expanded_to: string;
  readonly next_at: string | null;
}

/** packages/sdk/src/recurrence/occurrences.ts: the occurrences to record for a claimed rule. */
export declare function planOccurrences(claim: ClaimedRecurrence): OccurrencePlan;

/** packages/sdk/src/recurrence/occurrences.ts: plans in batches of at most 1000 occurrences. */
export declare function batchPlans(plans: readonly OccurrencePlan[]): OccurrencePlan[][];

export declare const LIMITS: {
  readonly ownedWorkspacesPerUser: 20;
  readonly membersPerWorkspace: 50;
  readonly boardsPerWorkspace: 100;
  readonly listsPerBoard: 50;
  readonly cardsPerBoard: 5000;
  readonly labelsPerBoard: 30;
  readonly checklistItemsPerCard: 100;
  readonly checklistsPerCard: 10;
  readonly checklistItemsPerChecklist: 50;
  readonly customFieldsPerBoard: 30;
  readonly cardTemplatesPerBoard: 50;
  readonly optionsPerCustomField: 50;
  readonly attachmentsPerCard: 50;
  readonly blockersPerCard: 50;
  readonly attachmentBytes: number;
  readonly avatarBytes: number;
  readonly invitationLifetimeMs: number;
  readonly invitationsPerWorkspacePerHour: 20;
  readonly invitationsPerUserPerDay: 50;
  readonly invitationsPerAddressPerDay: 3;
  readonly activeShareLinksPerBoard: 1;
  readonly importFileBytes: number;
  readonly backupArchiveBytes: number;
  readonly commentsPerImport: 5000;
  readonly checklistItemsPerImport: 10000;
  readonly dependenciesPerImport: 5000;
  readonly joinDomainsPerWorkspace: 10;
  readonly automationRulesPerBoard: 50;
  readonly cardsPerBulkMove: 500;
};

export declare const TEXT_LIMITS: {
  readonly email: { readonly min: 1; readonly max: 254 };
  readonly displayName: { readonly min: 1; readonly max: 50 };
  readonly workspaceName: { readonly min: 1; readonly max: 80 };
  readonly workspaceSlug: { readonly min: 3; readonly max: 40 };
  readonly boardName: { readonly min: 1; readonly max: 80 };
  readonly boardDescription: { readonly min: 0; readonly max: 2000 };
  readonly listName: { readonly min: 1; readonly max: 60 };
  readonly cardTitle: { readonly min: 1; readonly max: 200 };
  readonly cardDescription: { readonly min: 0; readonly max: 20000 };
  readonly checklistItem: { readonly min: 1; readonly max: 300 };
  readonly checklistName: { readonly min: 1; readonly max: 100 };
  readonly comment: { readonly min: 1; readonly max: 5000 };
  readonly labelName: { readonly min: 1; readonly max: 30 };
  readonly fileName: { readonly min: 1; readonly max: 255 };
  readonly customFieldName: { readonly min: 1; readonly max: 60 };
  readonly customFieldOption: { readonly min: 1; readonly max: 60 };
  readonly customFieldUnit: { readonly min: 1; readonly max: 16 };
  readonly customFieldText: { readonly min: 1; readonly max: 2000 };
  readonly customFieldUrl: { readonly min: 1; readonly max: 2048 };
  readonly savedViewName: { readonly min: 1; readonly max: 60 };
  readonly importColumn: { readonly min: 1; readonly max: 500 };
  readonly automationRuleName: { readonly min: 1; readonly max: 80 };
};

export declare const LABEL_COLORS: readonly [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
];

export type InviteMemberInput = { workspaceId: string; email: string; role: 'admin' | 'member' | 'viewer' };
export declare const inviteMemberInput: InputSchema<InviteMemberInput>;

export type InviteBoardGuestInput = {
  boardId: string;
  email: string;
  role: 'admin' | 'viewer' | 'editor' | 'commenter';
};
export declare const inviteBoardGuestInput: InputSchema<InviteBoardGuestInput>;

export type ExportBoardInput = { boardId: string; format: 'json' | 'csv' };
export declare const exportBoardInput: InputSchema<ExportBoardInput>;

export type ImportBoardInput = {
  workspaceId: string;
  format?: 'csv' | 'trello' | 'teamboard' | undefined;
  name?: string | undefined;
  timeZone?: string | undefined;
  columns?:
    | Record<
        string,
        | 'skip'
        | {
            type:
              'number' | 'url' | 'date' | 'text' | 'single_select' | 'multi_select' | 'checkbox' | 'person';
            name: string;
            unit?: string | null | undefined;
          }
      >
    | undefined;
};
export declare const importBoardInput: InputSchema<ImportBoardInput>;

export type ResetMemberTwoFactorInput = { workspaceId: string; userId: string };
export declare const resetMemberTwoFactorInput: InputSchema<ResetMemberTwoFactorInput>;

export type ApiTokenSessionInput = { token: string };
export declare const apiTokenSessionInput: InputSchema<ApiTokenSessionInput>;
