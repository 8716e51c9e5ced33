import * as z from 'zod/mini';
import { INVITABLE_ROLES, WORKSPACE_ROLES } from '../constants';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import { emailSchema, idSchema, workspaceNameSchema, workspaceSlugSchema } from './fields';

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, { error: 'Unknown role.' });

export const invitableRoleSchema = z.enum(INVITABLE_ROLES, {
  error: 'Invitations grant admin, member or viewer.',
});

export const createWorkspaceInput = z.object({
  name: workspaceNameSchema,
  slug: workspaceSlugSchema,
});

export const updateWorkspaceInput = z
  .object({
    workspaceId: idSchema,
    name: z.optional(workspaceNameSchema),
    slug: z.optional(workspaceSlugSchema),
    /** Members must verify a second factor (aal2) to see anything in the workspace. */
    requireTwoFactor: z.optional(z.boolean({ error: 'requireTwoFactor must be true or false.' })),
  })
  .check(z.refine(hasChanges(['name', 'slug', 'requireTwoFactor']), { error: NOTHING_TO_UPDATE }));

export const inviteMemberInput = z.object({
  workspaceId: idSchema,
  email: emailSchema,
  role: invitableRoleSchema,
});

export const revokeInvitationInput = z.object({ invitationId: idSchema });

/** The raw token from the email link; only its hash is stored. */
export const acceptInvitationInput = z.object({
  token: z
    .string({ error: 'Token must be text.' })
    .check(z.trim(), z.minLength(1, { error: 'Token is required.' })),
});

/** A raw token is 43 characters; far longer is not one, refused before any request. */
export const previewInvitationInput = z.object({
  token: z
    .string({ error: 'Token must be text.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Token is required.' }),
      z.maxLength(256, { error: 'This is not an invitation token.' }),
    ),
});

export const changeMemberRoleInput = z.object({
  workspaceId: idSchema,
  userId: idSchema,
  role: workspaceRoleSchema,
});

export const removeMemberInput = z.object({ workspaceId: idSchema, userId: idSchema });

export const transferOwnershipInput = z.object({ workspaceId: idSchema, userId: idSchema });

/** An owner removes a member's two-factor methods (the member lost their authenticator). */
export const resetMemberTwoFactorInput = z.object({ workspaceId: idSchema, userId: idSchema });

export type CreateWorkspaceInput = z.output<typeof createWorkspaceInput>;
export type UpdateWorkspaceInput = z.output<typeof updateWorkspaceInput>;
export type InviteMemberInput = z.output<typeof inviteMemberInput>;
export type RevokeInvitationInput = z.output<typeof revokeInvitationInput>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationInput>;
export type PreviewInvitationInput = z.output<typeof previewInvitationInput>;
export type ChangeMemberRoleInput = z.output<typeof changeMemberRoleInput>;
export type RemoveMemberInput = z.output<typeof removeMemberInput>;
export type TransferOwnershipInput = z.output<typeof transferOwnershipInput>;
export type ResetMemberTwoFactorInput = z.output<typeof resetMemberTwoFactorInput>;
