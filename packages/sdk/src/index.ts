// The public API of @teamboard/sdk. Nothing else is exported: keep this list explicit.

// Client
export { createTeamboardClient, fromSupabaseClient } from './client';
export type { CreateTeamboardClientConfig, TeamboardClient, TeamboardSupabaseClient } from './client';
export { run } from './run';
export type { DataOf, SupabaseResult } from './run';
export { validate } from './validate';
export type { Database } from './database.types';

// Constants
export {
  AVATAR_MIME_TYPES,
  INVITABLE_ROLES,
  LABEL_COLORS,
  LIMITS,
  PASSWORD_BYTES,
  REFUSED_ATTACHMENT_MIME_TYPES,
  RESERVED_SLUGS,
  SLUG_PATTERN,
  TEXT_LIMITS,
  WIP_LIMIT,
  WORKSPACE_ROLES,
} from './constants';
export type { AvatarMimeType, InvitableRole, LabelColor, LimitName, WorkspaceRole } from './constants';

// Errors
export { ERROR_DEFAULTS, isTeamboardErrorCode, TEAMBOARD_ERROR_CODES } from './errors/codes';
export type { ErrorCodeDefaults, TeamboardErrorCode } from './errors/codes';
export { isTeamboardError, TeamboardError } from './errors/teamboard-error';
export type { TeamboardErrorJSON, TeamboardErrorOptions, TeamboardIssue } from './errors/teamboard-error';
export { toTeamboardError, toTeamboardErrorAsync } from './errors/map-error';
export type { MapErrorContext } from './errors/map-error';
export { mapRealtimeStatus } from './errors/map-realtime-error';
export type { RealtimeFailureStatus } from './errors/map-realtime-error';
export { DB_ERROR_HINT_PREFIX, DB_SIGNALLED_CODES, parseDbSignal } from './errors/db-convention';
export type { DbSignal, DbSignalledCode } from './errors/db-convention';

// Schemas: fields
export {
  boardDescriptionSchema,
  boardNameSchema,
  cardDescriptionSchema,
  cardTitleSchema,
  checklistItemBodySchema,
  commentBodySchema,
  currentPasswordSchema,
  displayNameSchema,
  dueAtSchema,
  emailSchema,
  idSchema,
  labelColorSchema,
  labelNameSchema,
  listNameSchema,
  passwordSchema,
  wipLimitSchema,
  workspaceNameSchema,
  workspaceSlugSchema,
} from './schemas/fields';
export {
  attachmentFileSchema,
  avatarFileSchema,
  createAttachmentInput,
  describeFile,
  fileNameSchema,
  mimeTypeSchema,
} from './schemas/files';
export type { AttachmentFile, AvatarFile, CreateAttachmentInput, FileLike } from './schemas/files';

// Schemas: operation inputs
export {
  requestPasswordResetInput,
  signInWithMagicLinkInput,
  signInWithPasswordInput,
  signUpInput,
  updateEmailInput,
  updatePasswordInput,
  updateProfileInput,
} from './schemas/auth';
export type {
  RequestPasswordResetInput,
  SignInWithMagicLinkInput,
  SignInWithPasswordInput,
  SignUpInput,
  UpdateEmailInput,
  UpdatePasswordInput,
  UpdateProfileInput,
} from './schemas/auth';
export {
  acceptInvitationInput,
  changeMemberRoleInput,
  createWorkspaceInput,
  invitableRoleSchema,
  inviteMemberInput,
  removeMemberInput,
  revokeInvitationInput,
  transferOwnershipInput,
  updateWorkspaceInput,
  workspaceRoleSchema,
} from './schemas/workspaces';
export type {
  AcceptInvitationInput,
  ChangeMemberRoleInput,
  CreateWorkspaceInput,
  InviteMemberInput,
  RemoveMemberInput,
  RevokeInvitationInput,
  TransferOwnershipInput,
  UpdateWorkspaceInput,
} from './schemas/workspaces';
export {
  createBoardInput,
  createListInput,
  moveListInput,
  updateBoardInput,
  updateListInput,
} from './schemas/boards';
export type {
  CreateBoardInput,
  CreateListInput,
  MoveListInput,
  UpdateBoardInput,
  UpdateListInput,
} from './schemas/boards';
export {
  cardAssigneeInput,
  cardLabelInput,
  createCardInput,
  createChecklistItemInput,
  createCommentInput,
  createLabelInput,
  moveCardInput,
  updateCardInput,
  updateChecklistItemInput,
  updateCommentInput,
  updateLabelInput,
} from './schemas/cards';
export type {
  CardAssigneeInput,
  CardLabelInput,
  CreateCardInput,
  CreateChecklistItemInput,
  CreateCommentInput,
  CreateLabelInput,
  MoveCardInput,
  UpdateCardInput,
  UpdateChecklistItemInput,
  UpdateCommentInput,
  UpdateLabelInput,
} from './schemas/cards';

// Auth
export { exchangeCodeForSession } from './auth/exchange-code-for-session';
export { getSession } from './auth/get-session';
export { getUser } from './auth/get-user';
export { onSessionChange, SESSION_EVENTS } from './auth/on-session-change';
export type { SessionEvent, SessionEventHandler, SessionEventType } from './auth/on-session-change';
export { refreshSession } from './auth/refresh-session';
export { requestPasswordReset } from './auth/request-password-reset';
export type { RequestPasswordResetOptions } from './auth/request-password-reset';
export { signInWithMagicLink } from './auth/sign-in-with-magic-link';
export type { SignInWithMagicLinkOptions } from './auth/sign-in-with-magic-link';
export { signInWithPassword } from './auth/sign-in-with-password';
export { signOut } from './auth/sign-out';
export type { SignOutOptions, SignOutScope } from './auth/sign-out';
export { signUp } from './auth/sign-up';
export type { SignUpOptions, SignUpResult } from './auth/sign-up';
export type { AuthSession, AuthUser } from './auth/types';
export { updateEmail } from './auth/update-email';
export type { UpdateEmailOptions } from './auth/update-email';
export { updatePassword } from './auth/update-password';
export { updateProfileMetadata } from './auth/update-profile-metadata';

// Storage: attachments and avatars
export { deleteAttachment } from './attachments/delete-attachment';
export { getAttachmentUrl } from './attachments/get-attachment-url';
export type { AttachmentUrlOptions } from './attachments/get-attachment-url';
export { listAttachments } from './attachments/list-attachments';
export { TUS_CHUNK_BYTES } from './attachments/tus-upload';
export type { UploadProgress } from './attachments/tus-upload';
export type { Attachment, UploadAttachmentInput, UploadOptions } from './attachments/types';
export { uploadAttachment } from './attachments/upload-attachment';
export { getAvatarUrl } from './avatars/get-avatar-url';
export type { AvatarUrlOptions } from './avatars/get-avatar-url';
export { uploadAvatar } from './avatars/upload-avatar';
