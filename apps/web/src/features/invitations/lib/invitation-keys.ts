/** Query keys of invitation links. */
export const invitationKeys = {
  preview: (token: string) => ['invitation-preview', token] as const,
};
