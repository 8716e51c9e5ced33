/** Business limits of the product. The database enforces the same values. */
export const LIMITS = {
  ownedWorkspacesPerUser: 20,
  membersPerWorkspace: 50,
  boardsPerWorkspace: 100,
  listsPerBoard: 50,
  cardsPerBoard: 5_000,
  labelsPerBoard: 30,
  checklistItemsPerCard: 100,
  /** Named checklists on one card. */
  checklistsPerCard: 10,
  /** Items of one checklist (a card's items over all its checklists stay within `checklistItemsPerCard`). */
  checklistItemsPerChecklist: 50,
  customFieldsPerBoard: 30,
  /** Card templates on one board (hidden cards the composer makes new cards from). */
  cardTemplatesPerBoard: 50,
  /** Options of one single- or multi-select custom field (so also the most a multi-select value holds). */
  optionsPerCustomField: 50,
  attachmentsPerCard: 50,
  /** Cards one card may be blocked by; a card may block any number. */
  blockersPerCard: 50,
  attachmentBytes: 25 * 1024 * 1024,
  avatarBytes: 2 * 1024 * 1024,
  invitationLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  invitationsPerWorkspacePerHour: 20,
  /** Invitations one person sends in 24 hours, across every workspace (deleted ones included). */
  invitationsPerUserPerDay: 50,
  /** Invitations one address receives in 24 hours, from anyone. */
  invitationsPerAddressPerDay: 3,
  activeShareLinksPerBoard: 1,
  /** Largest file `import-board` accepts (Trello JSON or CSV). */
  importFileBytes: 10 * 1024 * 1024,
  /** Largest backup archive (document and attachments' files) `readBackupArchive` reads: it is read into memory. */
  backupArchiveBytes: 512 * 1024 * 1024,
  /**
   * An import writes every row in one request, so it is bounded by everything
   * it brings in, not only by what a board may show: its cards, archived ones
   * included, count against `cardsPerBoard`, and these bound its comments and
   * checklist items over all cards.
   */
  commentsPerImport: 5_000,
  checklistItemsPerImport: 10_000,
  /** Links between the cards of one import (a Teamboard export brings each card's blockers). */
  dependenciesPerImport: 5_000,
  /** Email domains whose people may join one workspace without an invitation. */
  joinDomainsPerWorkspace: 10,
  /** Automation rules of one board, enabled or not. */
  automationRulesPerBoard: 50,
  /** Cards one `moveCards` request moves (the table view's bulk move). */
  cardsPerBulkMove: 500,
} as const;

/** A share token is 43 characters; anything over this is refused unread, as the database does. */
export const SHARE_TOKEN_MAX_LENGTH = 256;

/** A key of {@link LIMITS}; the database names the limit it enforced with one of these. */
export type LimitName = keyof typeof LIMITS;

/**
 * Length bounds of text fields, in characters after trimming. "Characters"
 * are Unicode code points, which is what Postgres `char_length` counts, so the
 * client and the `CHECK` constraints agree on strings with emoji.
 */
export const TEXT_LIMITS = {
  email: { min: 1, max: 254 },
  displayName: { min: 1, max: 50 },
  workspaceName: { min: 1, max: 80 },
  workspaceSlug: { min: 3, max: 40 },
  boardName: { min: 1, max: 80 },
  boardDescription: { min: 0, max: 2_000 },
  listName: { min: 1, max: 60 },
  cardTitle: { min: 1, max: 200 },
  cardDescription: { min: 0, max: 20_000 },
  checklistItem: { min: 1, max: 300 },
  checklistName: { min: 1, max: 100 },
  comment: { min: 1, max: 5_000 },
  labelName: { min: 1, max: 30 },
  fileName: { min: 1, max: 255 },
  customFieldName: { min: 1, max: 60 },
  customFieldOption: { min: 1, max: 60 },
  customFieldUnit: { min: 1, max: 16 },
  /** A text custom field's value. */
  customFieldText: { min: 1, max: 2_000 },
  /** A URL custom field's value. */
  customFieldUrl: { min: 1, max: 2_048 },
  savedViewName: { min: 1, max: 60 },
  /** How an import's column mapping names a CSV column: its header's first characters (a longer header is cut). */
  importColumn: { min: 1, max: 500 },
  automationRuleName: { min: 1, max: 80 },
} as const;

/** Password length is counted in UTF-8 bytes because bcrypt (GoTrue) ignores bytes past 72. */
export const PASSWORD_BYTES = { min: 8, max: 72 } as const;

/** Bounds of a list's work-in-progress limit; `null` means no limit. */
export const WIP_LIMIT = { min: 1, max: 999 } as const;

/** Colours a label may take, in display order (the `labels.color` check holds the same list; the UI library reads its palette from here). */
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

/** Lower-case letters and digits, with inner hyphens. Same pattern as the database `CHECK`. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Roles of a workspace member, most powerful first (the `workspace_role` enum). */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;

export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Roles an invitation may grant: ownership is only ever transferred, never invited. */
export const INVITABLE_ROLES = ['admin', 'member', 'viewer'] as const;

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Who may open a board: the whole workspace, or only its board members (the `board_visibility` enum). */
export const BOARD_VISIBILITIES = ['workspace', 'private'] as const;

export type BoardVisibility = (typeof BOARD_VISIBILITIES)[number];

/**
 * What a board does with a blocked card moved into a done list (the
 * `blocked_move_rule` enum): `confirm` lets it through when the move says so
 * (`moveCard` with `moveBlocked: true`), `refuse` never does.
 */
export const BLOCKED_MOVE_RULES = ['confirm', 'refuse'] as const;

export type BlockedMoveRule = (typeof BLOCKED_MOVE_RULES)[number];

/**
 * The reactions a comment can get, by the name stored (`comment_reactions.reaction`,
 * whose CHECK copies these keys) with the emoji shown, in the order offered.
 */
export const COMMENT_REACTIONS = {
  thumbs_up: '👍',
  heart: '❤️',
  tada: '🎉',
  laugh: '😄',
  eyes: '👀',
  rocket: '🚀',
} as const;

export type CommentReactionName = keyof typeof COMMENT_REACTIONS;

/**
 * Roles on one board, most powerful first (the `board_member_role` enum). A
 * commenter reads, comments and watches, and changes nothing else.
 */
export const BOARD_MEMBER_ROLES = ['admin', 'editor', 'commenter', 'viewer'] as const;

export type BoardMemberRole = (typeof BOARD_MEMBER_ROLES)[number];

/** Image types an avatar may have; browsers can show all three without plugins. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

/**
 * Attachment types a browser may show inline from a signed link: pictures
 * (not SVG, which can carry scripts), PDF, plain text, and common audio and
 * video. Every other type (HTML, SVG, XML, office documents, archives, …) is
 * served as a download (`Content-Disposition: attachment`), so no uploaded
 * file ever runs as a page in the storage origin.
 */
export const INLINE_ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'text/plain',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
] as const;

export type InlineAttachmentMimeType = (typeof INLINE_ATTACHMENT_MIME_TYPES)[number];

/**
 * Image types an attachment may have to be a card's cover: those Storage's
 * image transform renders, so a tile only ever loads a small thumbnail. The
 * database's `private.cover_image_mime_types()` keeps the same list.
 */
export const COVER_IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

export type CoverImageMimeType = (typeof COVER_IMAGE_MIME_TYPES)[number];

/**
 * The thumbnail a tile shows of a cover image, rendered by Storage's image
 * transform: 320 × 160 (twice the tile's band, for sharp screens), cropped
 * to fill, at quality 70. A tile never loads the full image.
 */
export const COVER_THUMBNAIL = { width: 320, height: 160, resize: 'cover', quality: 70 } as const;

/**
 * File extensions refused for attachments, compared lower-cased: programs,
 * scripts, installers and shortcuts that Windows, macOS or Linux desktops run
 * when a teammate opens the file. The `attachments` bucket policy and the
 * `attachments` table refuse the same list.
 */
export const REFUSED_ATTACHMENT_EXTENSIONS = [
  // Windows programs, installers and libraries
  'exe',
  'com',
  'scr',
  'pif',
  'cpl',
  'msi',
  'msp',
  'mst',
  'msc',
  'dll',
  'sys',
  'ocx',
  'drv',
  'appx',
  'appxbundle',
  'msix',
  'msixbundle',
  'application',
  'appref-ms',
  'gadget',
  // Windows scripts and shortcuts (Windows Script Host runs .js and .hta on double-click)
  'bat',
  'cmd',
  'ps1',
  'psm1',
  'psd1',
  'vb',
  'vbs',
  'vbe',
  'js',
  'jse',
  'ws',
  'wsf',
  'wsc',
  'wsh',
  'hta',
  'lnk',
  'scf',
  'url',
  'reg',
  'inf',
  'chm',
  'settingcontent-ms',
  // macOS
  'app',
  'command',
  'tool',
  'dmg',
  'pkg',
  'mpkg',
  'scpt',
  'workflow',
  'action',
  // Linux and other Unix
  'sh',
  'bash',
  'csh',
  'ksh',
  'zsh',
  'run',
  'bin',
  'elf',
  'so',
  'deb',
  'rpm',
  'appimage',
  'desktop',
  // Cross-platform packages
  'jar',
  'apk',
] as const;

/**
 * Media types refused for attachments: programs and scripts a teammate could
 * run by opening the file. Compared after lower-casing and dropping
 * parameters. The `attachments` table refuses the same list.
 */
export const REFUSED_ATTACHMENT_MIME_TYPES = [
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-ms-installer',
  'application/x-msi',
  'application/x-dosexec',
  'application/vnd.microsoft.portable-executable',
  'application/x-ms-shortcut',
  'application/x-ms-application',
  'application/hta',
  'application/x-bat',
  'application/x-powershell',
  'text/vbscript',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-sh',
  'application/x-csh',
  'application/x-shellscript',
  'text/x-shellscript',
  'application/x-apple-diskimage',
  'application/vnd.apple.installer+xml',
  'application/java-archive',
  'application/x-java-archive',
  'application/vnd.android.package-archive',
  'application/x-debian-package',
  'application/x-rpm',
] as const;
