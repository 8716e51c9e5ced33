/** Business limits of the product. The database enforces the same values. */
export const LIMITS = {
  ownedWorkspacesPerUser: 20,
  membersPerWorkspace: 50,
  boardsPerWorkspace: 100,
  listsPerBoard: 50,
  cardsPerBoard: 5_000,
  labelsPerBoard: 30,
  checklistItemsPerCard: 100,
  attachmentsPerCard: 50,
  attachmentBytes: 25 * 1024 * 1024,
  avatarBytes: 2 * 1024 * 1024,
  invitationLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  invitationsPerWorkspacePerHour: 20,
} as const;

/** Colours a label may take. */
export const LABEL_COLORS = [
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
] as const;

export type LabelColor = (typeof LABEL_COLORS)[number];

/** Slugs that would clash with app routes. */
export const RESERVED_SLUGS = ['new', 'settings', 'api', 'admin', 'invite', 'auth'] as const;
