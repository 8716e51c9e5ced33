// The public API of @teamboard/sdk. Nothing else is exported: keep this list explicit.
// Every name here is a promise to the SDK's users: operations, their input schemas,
// `TeamboardError` and its codes, row and result types, constants. Helpers the operations
// share (`run`, the error mappers, the database error convention) stay internal; tests
// import them by path. `test/public-api.test.ts` checks the built declarations.

// Client
export { createTeamboardClient, fromSupabaseClient } from './client';
export type { CreateTeamboardClientConfig, TeamboardClient, TeamboardSupabaseClient } from './client';
export type { RetryPolicy } from './transport/resilient-fetch';
export type { CallOptions, CallStopReason } from './call/call-options';
export { PAGE_SIZE, paginate } from './call/paging';
export type { Page, PageCursor, PageOptions } from './call/paging';
export { validate } from './validate';
export type { Database, Json, Tables } from './database.types';

// Constants
export {
  AVATAR_MIME_TYPES,
  BLOCKED_MOVE_RULES,
  BOARD_MEMBER_ROLES,
  BOARD_VISIBILITIES,
  COMMENT_REACTIONS,
  COVER_IMAGE_MIME_TYPES,
  COVER_THUMBNAIL,
  INLINE_ATTACHMENT_MIME_TYPES,
  INVITABLE_ROLES,
  LABEL_COLORS,
  LIMITS,
  PASSWORD_BYTES,
  REFUSED_ATTACHMENT_EXTENSIONS,
  REFUSED_ATTACHMENT_MIME_TYPES,
  RESERVED_SLUGS,
  SHARE_TOKEN_MAX_LENGTH,
  SLUG_PATTERN,
  TEXT_LIMITS,
  WIP_LIMIT,
  WORKSPACE_ROLES,
} from './constants';
export type {
  AvatarMimeType,
  BlockedMoveRule,
  BoardMemberRole,
  BoardVisibility,
  CommentReactionName,
  CoverImageMimeType,
  InlineAttachmentMimeType,
  InvitableRole,
  LabelColor,
  LimitName,
  WorkspaceRole,
} from './constants';

// Errors
export { isTeamboardErrorCode, TEAMBOARD_ERROR_CODES } from './errors/codes';
export type { TeamboardErrorCode } from './errors/codes';
export { isTeamboardError, TeamboardError } from './errors/teamboard-error';
export type {
  TeamboardErrorJSON,
  TeamboardErrorOptions,
  TeamboardErrorReason,
  TeamboardErrorReasons,
  TeamboardErrorWithCode,
  TeamboardIssue,
} from './errors/teamboard-error';

// Schemas: fields
export {
  boardDescriptionSchema,
  boardNameSchema,
  cardDescriptionSchema,
  cardTitleSchema,
  checklistItemBodySchema,
  checklistNameSchema,
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
export type {
  AttachmentFile,
  AvatarFile,
  CreateAttachmentInput,
  FileDescription,
  FileLike,
} from './schemas/files';
export { importFileSchema } from './schemas/files';

// Schemas: operation inputs
export {
  reauthenticationCodeSchema,
  requestPasswordResetInput,
  signInWithMagicLinkInput,
  signInWithPasswordInput,
  signUpInput,
  updateEmailInput,
  updatePasswordInput,
  updateProfileInput,
  updateProfileLocaleInput,
  PROFILE_LOCALES,
  providerInput,
  signInProviderSchema,
  SIGN_IN_PROVIDERS,
  unlinkIdentityInput,
} from './schemas/auth';
export type {
  RequestPasswordResetInput,
  SignInWithMagicLinkInput,
  SignInWithPasswordInput,
  SignUpInput,
  UpdateEmailInput,
  UpdatePasswordInput,
  UpdateProfileInput,
  UpdateProfileLocaleInput,
  ProfileLocale,
  ProviderInput,
  SignInProvider,
  UnlinkIdentityInput,
} from './schemas/auth';
export {
  addSecurityKeyInput,
  enrollTotpInput,
  factorIdSchema,
  securityKeyInput,
  securityKeyNameSchema,
  totpCodeSchema,
  unenrollFactorInput,
  verifyTotpInput,
} from './schemas/two-factor';
export type {
  AddSecurityKeyInput,
  EnrollTotpInput,
  SecurityKeyInput,
  UnenrollFactorInput,
  VerifyTotpInput,
} from './schemas/two-factor';
export {
  acceptInvitationInput,
  changeMemberRoleInput,
  createWorkspaceInput,
  invitableRoleSchema,
  inviteMemberInput,
  previewInvitationInput,
  removeMemberInput,
  resetMemberTwoFactorInput,
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
  PreviewInvitationInput,
  RemoveMemberInput,
  ResetMemberTwoFactorInput,
  RevokeInvitationInput,
  TransferOwnershipInput,
  UpdateWorkspaceInput,
} from './schemas/workspaces';
export {
  emailDomainSchema,
  joinWorkspaceByDomainInput,
  setWorkspaceSignInRulesInput,
} from './schemas/sign-in-rules';
export type { JoinWorkspaceByDomainInput, SetWorkspaceSignInRulesInput } from './schemas/sign-in-rules';
export {
  createBoardInput,
  createListInput,
  moveListInput,
  setBoardTimeZoneInput,
  updateBoardInput,
  updateListInput,
} from './schemas/boards';
export type {
  CreateBoardInput,
  CreateListInput,
  MoveListInput,
  SetBoardTimeZoneInput,
  UpdateBoardInput,
  UpdateListInput,
} from './schemas/boards';
export { duplicateBoardInput, setBoardTemplateInput, sharedBoardTokenSchema } from './schemas/sharing';
export type { DuplicateBoardInput, SetBoardTemplateInput } from './schemas/sharing';
export {
  cardAssigneeInput,
  cardCoverSchema,
  setCardCoverInput,
  cardLabelInput,
  copiedCardSchema,
  createCardInput,
  createChecklistItemInput,
  createCommentInput,
  createLabelInput,
  cardMoveSchema,
  moveCardInput,
  moveCardsInput,
  toggleCommentReactionInput,
  transferCardInput,
  setCardTemplateInput,
  createCardFromTemplateInput,
  updateCardInput,
  updateChecklistItemInput,
  updateCommentInput,
  updateLabelInput,
} from './schemas/cards';
export type {
  CardAssigneeInput,
  CardCover,
  SetCardCoverInput,
  CardLabelInput,
  CreateCardInput,
  CreateChecklistItemInput,
  CreateCommentInput,
  CreateLabelInput,
  CardMove,
  MoveCardInput,
  MoveCardsInput,
  ToggleCommentReactionInput,
  TransferCardInput,
  SetCardTemplateInput,
  CreateCardFromTemplateInput,
  UpdateCardInput,
  UpdateChecklistItemInput,
  UpdateCommentInput,
  UpdateLabelInput,
} from './schemas/cards';

// Auth
export { addSecurityKey } from './auth/add-security-key';
export type { Assurance, AssuranceLevel } from './auth/assurance';
export { enrollTotp } from './auth/enroll-totp';
export { exchangeCodeForSession } from './auth/exchange-code-for-session';
export { getAssurance } from './auth/get-assurance';
export { getSession } from './auth/get-session';
export { getUser } from './auth/get-user';
export type { Identity } from './auth/identities';
export { linkIdentity } from './auth/link-identity';
export type { LinkIdentityOptions } from './auth/link-identity';
export { listIdentities } from './auth/list-identities';
export { listSignInProviders } from './auth/list-sign-in-providers';
export type { ProviderRedirectOptions } from './auth/provider-redirect';
export { signInWithProvider } from './auth/sign-in-with-provider';
export { getSessionProvider } from './auth/get-session-provider';
export type { SignInWithProviderOptions } from './auth/sign-in-with-provider';
export { unlinkIdentity } from './auth/unlink-identity';
export { listSecurityEvents, SECURITY_LOG_LENGTH } from './auth/list-security-events';
export type { SecurityEvent } from './auth/list-security-events';
export { listTwoFactorMethods } from './auth/list-two-factor-methods';
export { onSessionChange, SESSION_EVENTS } from './auth/on-session-change';
export type { SessionEvent, SessionEventHandler, SessionEventType } from './auth/on-session-change';
export { reauthenticate } from './auth/reauthenticate';
export { refreshSession } from './auth/refresh-session';
export { removeSecurityKey } from './auth/remove-security-key';
export { requestPasswordReset } from './auth/request-password-reset';
export type { RequestPasswordResetOptions } from './auth/request-password-reset';
export { signInWithMagicLink } from './auth/sign-in-with-magic-link';
export type { SignInWithMagicLinkOptions } from './auth/sign-in-with-magic-link';
export { signInWithPassword } from './auth/sign-in-with-password';
export { signOut } from './auth/sign-out';
export type { SignOutOptions, SignOutScope } from './auth/sign-out';
export { signUp } from './auth/sign-up';
export type { SignUpOptions, SignUpResult } from './auth/sign-up';
export type { TotpEnrollment, TwoFactorMethod } from './auth/two-factor-types';
export type { AuthSession, AuthUser } from './auth/types';
export { unenrollTwoFactorMethod } from './auth/unenroll-two-factor-method';
export { updateEmail } from './auth/update-email';
export type { UpdateEmailOptions } from './auth/update-email';
export { updatePassword } from './auth/update-password';
export { verifySecurityKey } from './auth/verify-security-key';
export { verifyTotp } from './auth/verify-totp';
export { updateProfileMetadata } from './auth/update-profile-metadata';

// Storage: attachments and avatars
export { deleteAttachment } from './attachments/delete-attachment';
export { canBeCoverImage, canShowInline } from './attachments/file-rules';
export { getAttachmentUrl } from './attachments/get-attachment-url';
export type { AttachmentUrlOptions } from './attachments/get-attachment-url';
export { getCoverThumbnailUrl } from './attachments/get-cover-thumbnail-url';
export type { CoverThumbnailOptions } from './attachments/get-cover-thumbnail-url';
export { listAttachments } from './attachments/list-attachments';
export type { UploadProgress } from './storage/resumable-upload';
export type { Attachment, UploadAttachmentInput, UploadOptions } from './attachments/types';
export { uploadAttachment } from './attachments/upload-attachment';
export { getAvatarUrl } from './avatars/get-avatar-url';
export type { AvatarUrlOptions } from './avatars/get-avatar-url';
export { uploadAvatar } from './avatars/upload-avatar';

// Data: workspaces, members, invitations, boards, lists, cards, labels, checklists, comments, activity, exports, profiles
export { ACTIVITY_PAGE, activityScopeSchema, listActivityOptions } from './schemas/activity';
export type { ActivityScope, ListActivityOptions } from './schemas/activity';
export {
  csvColumnChoiceSchema,
  csvColumnsSchema,
  EXPORT_FORMATS,
  exportBoardInput,
  IMPORT_FORMATS,
  importBoardInput,
} from './schemas/boards';
export type { CsvColumnChoice, CsvColumns } from './schemas/boards';
export type { ExportBoardInput, ExportFormat, ImportBoardInput, ImportFormat } from './schemas/boards';
export {
  createChecklistInput,
  moveChecklistInput,
  moveChecklistItemInput,
  renameChecklistInput,
} from './schemas/cards';
export type {
  CreateChecklistInput,
  MoveChecklistInput,
  MoveChecklistItemInput,
  RenameChecklistInput,
} from './schemas/cards';
export { createWorkspace } from './workspaces/create-workspace';
export { deleteWorkspace } from './workspaces/delete-workspace';
export { getWorkspaceBySlug } from './workspaces/get-workspace-by-slug';
export { leaveWorkspace } from './workspaces/leave-workspace';
export { listMyWorkspaces } from './workspaces/list-my-workspaces';
export { updateWorkspace } from './workspaces/update-workspace';
export { setWorkspaceSignInRules } from './workspaces/set-workspace-sign-in-rules';
export { listJoinableWorkspaces } from './workspaces/list-joinable-workspaces';
export type { JoinableWorkspace } from './workspaces/list-joinable-workspaces';
export { joinWorkspaceByDomain } from './workspaces/join-workspace-by-domain';
export type { MyWorkspace, Workspace } from './workspaces/types';
export { changeMemberRole } from './members/change-member-role';
export { listMembers } from './members/list-members';
export { removeMember } from './members/remove-member';
export { resetMemberTwoFactor } from './members/reset-member-two-factor';
export { transferOwnership } from './members/transfer-ownership';
export type { Member, Membership } from './members/types';
export { acceptInvitation } from './invitations/accept-invitation';
export { invitationStatus } from './invitations/invitation-status';
export { inviteMember } from './invitations/invite-member';
export { listInvitations } from './invitations/list-invitations';
export { previewInvitation } from './invitations/preview-invitation';
export type { ListInvitationsOptions } from './invitations/list-invitations';
export { revokeInvitation } from './invitations/revoke-invitation';
export type { Invitation, InvitationPreview, InvitationStatus, SentInvitation } from './invitations/types';
export { archiveBoard } from './boards/archive-board';
export { restoreBoard } from './boards/restore-board';
export { createBoard } from './boards/create-board';
export { deleteBoard } from './boards/delete-board';
export { getBoard } from './boards/get-board';
export { listBoards } from './boards/list-boards';
export { loadBoard } from './boards/load-board';
export type { LoadedBoard } from './boards/load-board';
export type { ListBoardsOptions } from './boards/list-boards';
export { updateBoard } from './boards/update-board';
export type { Board } from './boards/types';
export { duplicateBoard } from './boards/duplicate-board';
export { listTemplates } from './boards/list-templates';
export { setBoardTemplate } from './boards/set-board-template';
export { createBoardShare } from './board-shares/create-board-share';
export { getSharedBoard } from './board-shares/get-shared-board';
export { listBoardShares } from './board-shares/list-board-shares';
export { revokeBoardShare } from './board-shares/revoke-board-share';
export type {
  BoardShare,
  CreatedBoardShare,
  SharedBoard,
  SharedCard,
  SharedChecklistItem,
  SharedLabel,
  SharedList,
} from './board-shares/types';
export { createList } from './lists/create-list';
export { listLists } from './lists/list-lists';
export type { ListListsOptions } from './lists/list-lists';
export { moveList } from './lists/move-list';
export { archiveList } from './lists/archive-list';
export { restoreList } from './lists/restore-list';
export { updateList } from './lists/update-list';
export type { List } from './lists/types';
export { assignCard } from './cards/assign-card';
export { unassignCard } from './cards/unassign-card';
export { CardConflictError, isCardConflictError } from './cards/card-conflict-error';
export { addCardLabel } from './cards/add-card-label';
export { setCardCover } from './cards/set-card-cover';
export { removeCardLabel } from './cards/remove-card-label';
export { archiveCard } from './cards/archive-card';
export { completeCard } from './cards/complete-card';
export { reopenCard } from './cards/reopen-card';
export { restoreCard } from './cards/restore-card';
export type { CardStateOptions } from './cards/card-state-rows';
export { createCard } from './cards/create-card';
export { getCard } from './cards/get-card';
export { listCards } from './cards/list-cards';
export { listCardsPage } from './cards/list-cards-page';
export type { ListCardsOptions } from './cards/list-cards';
export type { ListCardsPageOptions } from './cards/list-cards-page';
export { moveCard } from './cards/move-card';
export { moveCards } from './cards/move-cards';
export { updateCard } from './cards/update-card';
export type { Card, CardSummary, CopiedCard } from './cards/types';
export { deleteCard } from './cards/delete-card';
export { deleteList } from './lists/delete-list';
export { copyCard } from './cards/copy-card';
export { createCardFromTemplate, listCardTemplates, setCardTemplate } from './cards/card-templates';
export { moveCardToBoard } from './cards/move-card-to-board';
export { addCardDependency } from './dependencies/add-card-dependency';
export { listBoardDependencies } from './dependencies/list-board-dependencies';
export { listCardDependencies } from './dependencies/list-card-dependencies';
export { removeCardDependency } from './dependencies/remove-card-dependency';
export { setBlockedMoveRule } from './boards/set-blocked-move-rule';
export { setListDone } from './lists/set-list-done';
export type {
  BoardDependency,
  CardDependencies,
  CardDependency,
  HiddenLinkedCard,
  LinkedCard,
  VisibleLinkedCard,
} from './dependencies/types';
export {
  blockedMoveRuleSchema,
  cardDependencyInput,
  setBlockedMoveRuleInput,
  setListDoneInput,
} from './schemas/dependencies';
export type { CardDependencyInput, SetBlockedMoveRuleInput, SetListDoneInput } from './schemas/dependencies';
export { clearCardRecurrence } from './recurrence/clear-card-recurrence';
export { getCardRecurrence } from './recurrence/get-card-recurrence';
export { nextOccurrences } from './recurrence/next-occurrences';
export { setCardRecurrence } from './recurrence/set-card-recurrence';
export type { CardRecurrence } from './recurrence/types';
export { RECURRENCE_MODES, rruleSchema, setCardRecurrenceInput } from './schemas/recurrence';
export { isTimeZone, timeZoneSchema } from './schemas/time-zone';
export type { RecurrenceMode, SetCardRecurrenceInput } from './schemas/recurrence';
export { createLabel } from './labels/create-label';
export { deleteLabel } from './labels/delete-label';
export { listLabels } from './labels/list-labels';
export { updateLabel } from './labels/update-label';
export type { Label } from './labels/types';
export { createCustomField } from './custom-fields/create-custom-field';
export { deleteCustomField } from './custom-fields/delete-custom-field';
export { listCustomFields } from './custom-fields/list-custom-fields';
export { updateCustomField } from './custom-fields/update-custom-field';
export { clearCardFieldValue } from './custom-fields/clear-card-field-value';
export { listCardFieldValues } from './custom-fields/list-card-field-values';
export { setCardFieldValue } from './custom-fields/set-card-field-value';
export type { CardFieldValue, CustomField, CustomFieldOption } from './custom-fields/types';
export {
  CUSTOM_FIELD_TYPES,
  cardFieldInput,
  createCustomFieldInput,
  customFieldNameSchema,
  customFieldOptionLabelSchema,
  customFieldTypeSchema,
  customFieldUnitSchema,
  customFieldValueSchema,
  setCardFieldValueInput,
  updateCustomFieldInput,
} from './schemas/custom-fields';
export type {
  CardFieldInput,
  CreateCustomFieldInput,
  CustomFieldType,
  CustomFieldValue,
  SetCardFieldValueInput,
  UpdateCustomFieldInput,
} from './schemas/custom-fields';
export { createAutomationRule } from './automation-rules/create-automation-rule';
export { deleteAutomationRule } from './automation-rules/delete-automation-rule';
export { listAutomationRules } from './automation-rules/list-automation-rules';
export { updateAutomationRule } from './automation-rules/update-automation-rule';
export type { AutomationRule } from './automation-rules/types';
export {
  AUTOMATION_RULE_LIMITS,
  automationActionSchema,
  automationActionsSchema,
  automationConditionSchema,
  automationConditionsSchema,
  automationRuleNameSchema,
  automationTriggerSchema,
  createAutomationRuleInput,
  updateAutomationRuleInput,
} from './schemas/automation-rules';
export type {
  AutomationAction,
  AutomationActionType,
  AutomationCondition,
  AutomationTrigger,
  AutomationTriggerType,
  CreateAutomationRuleInput,
  UpdateAutomationRuleInput,
} from './schemas/automation-rules';
export { createSavedView } from './saved-views/create-saved-view';
export { deleteSavedView } from './saved-views/delete-saved-view';
export { listSavedViews } from './saved-views/list-saved-views';
export { updateSavedView } from './saved-views/update-saved-view';
export type { SavedView } from './saved-views/types';
export {
  TIMELINE_SCALES,
  VIEW_COLUMNS,
  VIEW_DUE_FILTERS,
  VIEW_GROUPS,
  VIEW_TYPES,
  createSavedViewInput,
  isViewColumn,
  isViewGroup,
  savedViewNameSchema,
  updateSavedViewInput,
  viewColumnSchema,
  viewFiltersSchema,
  viewGroupSchema,
  viewSettingsSchema,
} from './schemas/saved-views';
export type {
  CreateSavedViewInput,
  TimelineScale,
  UpdateSavedViewInput,
  ViewColumn,
  ViewDueFilter,
  ViewFilters,
  ViewFixedColumn,
  ViewFixedGroup,
  ViewGroup,
  ViewSettings,
  ViewSort,
  ViewType,
} from './schemas/saved-views';
export { addChecklistItem } from './checklist/add-checklist-item';
export { deleteChecklistItem } from './checklist/delete-checklist-item';
export { listChecklistItems } from './checklist/list-checklist-items';
export { updateChecklistItem } from './checklist/update-checklist-item';
export { moveChecklistItem } from './checklist/move-checklist-item';
export { addChecklist } from './checklist/add-checklist';
export { renameChecklist } from './checklist/rename-checklist';
export { moveChecklist } from './checklist/move-checklist';
export { deleteChecklist } from './checklist/delete-checklist';
export { listChecklists } from './checklist/list-checklists';
export { convertChecklistItem } from './checklist/convert-checklist-item';
export { listMyChecklistItems } from './checklist/list-my-checklist-items';
export { subscribeToMyChecklistItems } from './checklist/subscribe-to-my-checklist-items';
export type {
  MyChecklistItemsHandlers,
  MyChecklistItemsSubscription,
} from './checklist/subscribe-to-my-checklist-items';
export type { Checklist, ChecklistItem, ChecklistWithItems, MyChecklistItem } from './checklist/types';
export { addComment } from './comments/add-comment';
export { deleteComment } from './comments/delete-comment';
export { editComment } from './comments/edit-comment';
export { listComments } from './comments/list-comments';
export { listCommentsPage } from './comments/list-comments-page';
export type { Comment, CommentReaction } from './comments/types';
export { listCommentReactions } from './comments/list-comment-reactions';
export { toggleCommentReaction } from './comments/toggle-comment-reaction';
export { listActivity } from './activity/list-activity';
export type { ActivityEntry } from './activity/types';
export { listBoardEvents } from './events/list-board-events';
export type { ListBoardEventsOptions } from './events/list-board-events';
export { parseEvent } from './events/parse-event';
export {
  EVENT_TYPES,
  EVENT_VERSION,
  EVENTS_PAGE,
  eventSchema,
  listBoardEventsOptions,
} from './events/schemas';
export type { EventType, TeamboardEvent, TeamboardEventOf } from './events/schemas';
export { createWebhook } from './webhooks/create-webhook';
export { deleteWebhook } from './webhooks/delete-webhook';
export { listWebhookDeliveries } from './webhooks/list-webhook-deliveries';
export { listWebhooks } from './webhooks/list-webhooks';
export { redeliverWebhook } from './webhooks/redeliver-webhook';
export { updateWebhook } from './webhooks/update-webhook';
export type { ListWebhookDeliveriesOptions } from './webhooks/list-webhook-deliveries';
export { verifyWebhook } from './webhooks/verify-webhook';
export {
  createWebhookInput,
  listWebhookDeliveriesOptions,
  updateWebhookInput,
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_LIMITS,
  webhookScopeSchema,
  webhookUrlSchema,
} from './webhooks/schemas';
export type { CreateWebhookInput, UpdateWebhookInput, WebhookScope } from './webhooks/schemas';
export type { CreatedWebhook, Webhook, WebhookDelivery } from './webhooks/types';
export { createApiToken } from './api-tokens/create-api-token';
export { listApiTokens } from './api-tokens/list-api-tokens';
export { revokeApiToken } from './api-tokens/revoke-api-token';
export {
  API_TOKEN_LIMITS,
  API_TOKEN_PATTERN,
  API_TOKEN_SCOPES,
  apiTokenSchema,
  apiTokenSessionInput,
  createApiTokenInput,
} from './api-tokens/schemas';
export type { ApiTokenScope, ApiTokenSessionInput, CreateApiTokenInput } from './api-tokens/schemas';
export type { ApiToken, ApiTokenSession, CreatedApiToken } from './api-tokens/types';
export { exportBoard } from './exports/export-board';
export type { BoardExport, ExportedCard } from './exports/types';
export { importBoard, previewImport } from './imports/import-board';
export type { ImportBoardRequest, PreviewImportRequest } from './imports/import-board';
export {
  importColumnSchema,
  importPreviewSchema,
  importReportSchema,
  importSkippedSchema,
} from './imports/types';
export type {
  ImportBoardOptions,
  ImportColumn,
  ImportPreview,
  ImportProgress,
  ImportReport,
  ImportSkipped,
} from './imports/types';
export { createBackupArchive, readBackupArchive } from './backup/backup-archive';
export type { BackupArchive } from './backup/backup-archive';
export { comparableBackup } from './backup/comparable-backup';
export { exportBoardBackup } from './backup/export-board-backup';
export { exportWorkspaceBackup } from './backup/export-workspace-backup';
export { importBackup } from './backup/import-backup';
export type { BackupRestore, ImportBackupOptions } from './backup/import-backup';
export {
  BACKUP_KIND,
  BACKUP_VERSION,
  backupPersonSchema,
  importBackupTarget,
  teamboardBackupSchema,
} from './schemas/backup';
export type {
  BackupAttachment,
  BackupBoard,
  BackupCard,
  BackupList,
  BackupPerson,
  ImportBackupTarget,
  TeamboardBackup,
} from './schemas/backup';
export { getMyProfile } from './profiles/get-my-profile';
export { getProfile } from './profiles/get-profile';
export { updateProfile } from './profiles/update-profile';
export { updateProfileLocale } from './profiles/update-profile-locale';
export type { Profile, ProfileSummary } from './profiles/types';

// Realtime
export { closeRealtime } from './realtime/close-realtime';
export { subscribeToBoard } from './realtime/subscribe-to-board';
export { subscribeToWorkspace } from './realtime/subscribe-to-workspace';
export { BOARD_TABLES } from './realtime/types';
export { WORKSPACE_TABLES } from './realtime/workspace-types';
export type {
  BoardAccessChange,
  BoardChange,
  BoardHandlers,
  BoardHint,
  BoardSubscription,
  BoardSubscriptionStatus,
  BoardTable,
  BoardViewer,
  ReceivedBoardHint,
  SubscribeToBoardOptions,
  SubscriptionStatus,
  ViewerState,
} from './realtime/types';
export type {
  SubscribeToWorkspaceOptions,
  WorkspaceChange,
  WorkspaceHandlers,
  WorkspaceKeys,
  WorkspaceSubscription,
  WorkspaceTable,
} from './realtime/workspace-types';

// Search and my cards
export { listMyCards } from './search/list-my-cards';
export { SEARCH_LIMITS } from './search/limits';
export { searchWorkspaceInput } from './search/schemas';
export type { SearchWorkspaceInput } from './search/schemas';
export { searchWorkspace } from './search/search-workspace';
export type { SearchOptions } from './search/search-workspace';
export { snippetParts } from './search/snippet-parts';
export { plainText } from './notifications/plain-text';
export type { MyCard, SearchResult, SnippetPart } from './search/types';

// Notifications: inbox, live unread count, watching cards, email settings, @mentions
export {
  MARK_READ_MAX_IDS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE,
  NOTIFICATIONS_KEPT_DAYS,
  REMINDER_KINDS,
  REMINDER_LEAD_MINUTES,
  SNOOZE_CHOICES,
} from './notifications/constants';
export type {
  NotificationFilter,
  NotificationKind,
  ReminderKind,
  ReminderLeadMinutes,
  SnoozeChoice,
} from './notifications/constants';
export {
  listNotificationsOptions,
  markNotificationsReadInput,
  notificationKindSchema,
  notificationSettingsInput,
  quietHoursSchema,
  snoozeReminderInput,
} from './notifications/schemas';
export type {
  ListNotificationsOptions,
  NotificationSettingsInput,
  SnoozeReminderInput,
} from './notifications/schemas';
export { snoozeReminder } from './notifications/snooze-reminder';
export { countUnreadNotifications } from './notifications/count-unread-notifications';
export { listNotifications } from './notifications/list-notifications';
export { markNotificationsRead } from './notifications/mark-notifications-read';
export { isWatchingCard } from './notifications/is-watching-card';
export { unwatchCard } from './notifications/unwatch-card';
export { watchCard } from './notifications/watch-card';
export { getNotificationSettings } from './notifications/get-notification-settings';
export { updateNotificationSettings } from './notifications/update-notification-settings';
export { subscribeToNotifications } from './notifications/subscribe-to-notifications';
export type {
  NotificationHandlers,
  NotificationSubscription,
} from './notifications/subscribe-to-notifications';
export {
  formatMention,
  MENTION_NAME_MAX,
  mentionedUserIds,
  parseMentions,
  splitMentions,
} from './notifications/mentions';
export type { Mention } from './notifications/mentions';
export type {
  Notification,
  NotificationPayload,
  NotificationSettings,
  QuietHours,
} from './notifications/types';

// Board access: who may open a board, board members and guests
export { setBoardTimeZone } from './boards/set-board-time-zone';
export { setBoardVisibility } from './boards/set-board-visibility';
export { addBoardMember } from './board-members/add-board-member';
export { changeBoardMemberRole } from './board-members/change-board-member-role';
export { getMyBoardRole } from './board-members/get-my-board-role';
export { inviteBoardGuest } from './board-members/invite-board-guest';
export { listBoardMembers } from './board-members/list-board-members';
export { listMyGuestBoards } from './board-members/list-my-guest-boards';
export { listWorkspaceBoardMemberships } from './board-members/list-workspace-board-memberships';
export { removeBoardMember } from './board-members/remove-board-member';
export type {
  BoardAccess,
  BoardMember,
  GuestBoard,
  SentBoardInvitation,
  WorkspaceBoardMembership,
} from './board-members/types';
export {
  boardMemberInput,
  boardMemberRoleSchema,
  boardVisibilitySchema,
  inviteBoardGuestInput,
  removeBoardMemberInput,
  setBoardVisibilityInput,
} from './schemas/board-access';
export type {
  BoardMemberInput,
  InviteBoardGuestInput,
  RemoveBoardMemberInput,
  SetBoardVisibilityInput,
} from './schemas/board-access';
