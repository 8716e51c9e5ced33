import type { InvitableRole, WorkspaceRole } from '../constants';
import type { Tables } from '../database.types';
import { invitationStatus } from './invitation-status';
import type { Invitation } from './types';

type InvitationRow = Omit<Tables<'invitations'>, 'token_hash'>;

const isInvitable = (role: WorkspaceRole): role is InvitableRole => role !== 'owner';

export function toInvitation(row: InvitationRow, now?: Date): Invitation {
  // A CHECK constraint keeps `owner` out of invitations; the guard only narrows the type.
  const role = isInvitable(row.role) ? row.role : 'admin';
  return { ...row, role, status: invitationStatus(row, now) };
}
