import * as z from 'zod/mini';
import { LIMITS } from '../constants';
import { signInProviderSchema } from './auth';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import { idSchema } from './fields';
import { invitableRoleSchema } from './workspaces';

/** The part of an address after the `@`, as the database's check reads it: a lowercase host name. */
export const emailDomainSchema = z.string({ error: 'A domain must be text.' }).check(
  z.trim(),
  z.toLowerCase(),
  z.regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: 'Enter a domain such as example.com, without the @.',
  }),
);

export const setWorkspaceSignInRulesInput = z
  .object({
    workspaceId: idSchema,
    /** People whose verified address is at one of these may join without an invitation. */
    joinDomains: z.optional(
      z.array(emailDomainSchema).check(
        z.maxLength(LIMITS.joinDomainsPerWorkspace, {
          error: `At most ${LIMITS.joinDomainsPerWorkspace} domains.`,
        }),
      ),
    ),
    /** The role they join with. */
    joinRole: z.optional(invitableRoleSchema),
    /** Members must sign in through this provider; `null` lifts the requirement. */
    requiredProvider: z.optional(z.nullable(signInProviderSchema)),
  })
  .check(z.refine(hasChanges(['joinDomains', 'joinRole', 'requiredProvider']), { error: NOTHING_TO_UPDATE }));

export const joinWorkspaceByDomainInput = z.object({ workspaceId: idSchema });

export type SetWorkspaceSignInRulesInput = z.output<typeof setWorkspaceSignInRulesInput>;
export type JoinWorkspaceByDomainInput = z.output<typeof joinWorkspaceByDomainInput>;
