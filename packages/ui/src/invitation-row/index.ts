export { InvitationRow } from './InvitationRow';
export type { InvitationRowProps, InvitationStatus } from './InvitationRow';
