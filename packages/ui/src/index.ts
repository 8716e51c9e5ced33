// Primitives
export { Avatar, initialsOf } from './avatar';
export { AvatarStack } from './avatar-stack';
export { Badge } from './badge';
export { Button } from './button';
export { Checkbox } from './checkbox';
export { DatePicker } from './date-picker';
export { Dialog, ModalClose } from './dialog';
export { Drawer } from './drawer';
export { DropdownMenu, DropdownMenuCheckboxItem } from './dropdown-menu';
export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { Field } from './field';
export { FileDropzone } from './file-dropzone';
export { Icon, iconNames } from './icon';
export { IconButton } from './icon-button';
export { InlineAlert } from './inline-alert';
export { LabelChip, colorFor, labelColors } from './label-chip';
export { MarkdownEditor } from './markdown-editor';
export { MarkdownView } from './markdown-view';
export { ProgressBar } from './progress-bar';
export { Select } from './select';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Switch } from './switch';
export { Tabs } from './tabs';
export { TextArea } from './text-area';
export { OneTimeCodeField } from './one-time-code-field';
export { TextField } from './text-field';
export { ThemeProvider, ThemeScope, ThemeSwitch, usePortalContainer, useTheme } from './theme';
export { ToastProvider, useToast } from './toast';
export { Tooltip } from './tooltip';

// Board
export {
  CardFieldValues,
  CustomFieldsEditor,
  customFieldKinds,
  fieldChips,
  fieldTextInput,
  fieldValueFromText,
  formatFieldValue,
} from './custom-fields';
export type {
  CardFieldChip,
  CardFieldValuesProps,
  CustomFieldKind,
  CustomFieldOptionView,
  CustomFieldsEditorProps,
  CustomFieldValue,
  CustomFieldView,
  FieldPerson,
  FieldTextInput,
  FieldValueWords,
  NewCustomField,
} from './custom-fields';
export { ActivityItem, describeActivity } from './activity-item';
export {
  BoardMembersDialog,
  GuestRow,
  MemberBoards,
  PrivateBoardMark,
  boardRoleLabels,
  boardRoles,
} from './board-members';
export type {
  BoardAccessReason,
  BoardMemberCandidate,
  BoardMemberEntry,
  BoardMembersDialogProps,
  BoardRole,
  BoardVisibilityChoice,
  GuestRowProps,
  MemberBoardEntry,
  MemberBoardsProps,
  PrivateBoardMarkProps,
} from './board-members';
export { BoardColumn } from './board-column';
export { LaneHeader } from './lane-header';
export { BulkActionBar } from './bulk-action-bar';
export {
  AttachmentsList,
  CardChecklist,
  CardDescription,
  CardDetailHeader,
  CardDetailSection,
  CommentReactions,
  CommentsThread,
  CoverColorSelect,
} from './card-detail';
export { CalendarMonth, addDays, dayKey, monthGrid } from './calendar-month';
export { ChoiceCell, EditableCell, TableCell, TableHeaderCell, ToggleCell } from './data-table';
export type {
  ChoiceCellOption,
  ChoiceCellProps,
  EditableCellProps,
  SortDirection,
  TableCellProps,
  TableHeaderCellProps,
  ToggleCellProps,
} from './data-table';
export type { CalendarCard, CalendarMonthProps } from './calendar-month';
export { CardTile } from './card-tile';
export { CardDependencies } from './card-dependencies';
export { CardTemplatePicker } from './card-template-picker';
export { TimelineBar } from './timeline-bar';
export { RecurrenceEditor, recurrenceSummary } from './recurrence-editor';
export { CommandPalette, Highlighted, highlightParts } from './command-palette';
export type { CommandGroup, CommandItem, CommandPaletteProps, HighlightPart } from './command-palette';
export { InvitationRow } from './invitation-row';
export { MemberRow, roleLabels, workspaceRoles } from './member-row';
export { PresenceBar } from './presence-bar';
export { ShareLinkPanel } from './share-link-panel';
export { WebhooksPanel } from './webhooks-panel';
export { ApiTokensPanel } from './api-tokens-panel';
export { AutomationRuleEditor, AutomationRuleList, describeRule } from './automation-rules';

// Helpers
export {
  atTimeOfDay,
  dateFormat,
  dueSoonMs,
  dueStateOf,
  formatBytes,
  formatDueDate,
  formatRelativeTime,
  formatShortDate,
  toTimeInputValue,
} from './format';

export type { ActivityItemProps, ActivityKind, ActivityPayload, ActivitySentence } from './activity-item';
export type { AvatarProps, AvatarSize } from './avatar';
export type { AvatarPerson, AvatarStackProps } from './avatar-stack';
export type { BadgeProps, BadgeTone } from './badge';
export type { BoardColumnProps } from './board-column';
export type { LaneHeaderProps } from './lane-header';
export type { BulkActionBarProps } from './bulk-action-bar';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export type {
  AttachmentEntry,
  AttachmentsListProps,
  CardChecklistProps,
  CardDescriptionProps,
  CardDetailHeaderProps,
  CardDetailSectionProps,
  ChecklistGroup,
  ChecklistItem,
  ChecklistItemDetails,
  ChecklistPerson,
  CommentEntry,
  CommentReactionsProps,
  CommentsThreadProps,
  CoverColorSelectProps,
  ReactionChoice,
  ReactionSummary,
} from './card-detail';
export type {
  CardLabel,
  CardTileCover,
  CardTileProps,
  ChecklistProgress,
  DragHandleProps,
} from './card-tile';
export type { BlockerCandidate, CardDependenciesProps, LinkedCardItem } from './card-dependencies';
export type { CardTemplateOption, CardTemplatePickerProps } from './card-template-picker';
export type { TimelineBarEdit, TimelineBarProps } from './timeline-bar';
export type { RecurrenceEditorProps } from './recurrence-editor';
export type { CheckboxProps } from './checkbox';
export type { DatePickerProps } from './date-picker';
export type { DialogProps, ModalProps } from './dialog';
export type { DrawerProps } from './drawer';
export type { DropdownMenuCheckboxItemProps, DropdownMenuEntry, DropdownMenuProps } from './dropdown-menu';
export type { EmptyStateProps } from './empty-state';
export type { ErrorStateProps } from './error-state';
export type { FieldControlProps, FieldProps } from './field';
export type { FileDropzoneProps, FileRejection, UploadItem, UploadStatus } from './file-dropzone';
export type { DueState } from './format';
export type { IconName, IconProps } from './icon';
export type { IconButtonProps } from './icon-button';
export type { InlineAlertProps, InlineAlertTone } from './inline-alert';
export type { InvitationRowProps, InvitationStatus } from './invitation-row';
export type { LabelChipProps, LabelColor } from './label-chip';
export type { MarkdownEditorProps } from './markdown-editor';
export type { MarkdownViewProps } from './markdown-view';
export type { MemberRowProps, WorkspaceRole } from './member-row';
export type { ConnectionState, PresenceBarProps, PresenceViewer } from './presence-bar';
export type { ProgressBarProps } from './progress-bar';
export type { SelectOption, SelectProps } from './select';
export type { ShareLinkPanelProps, ShareLinkState } from './share-link-panel';
export type {
  WebhookDeliveryItem,
  WebhookDeliveryStatus,
  WebhookItem,
  WebhooksPanelProps,
} from './webhooks-panel';
export type {
  ApiTokenBoardOption,
  ApiTokenItem,
  ApiTokenScope,
  ApiTokensPanelProps,
  NewApiToken,
} from './api-tokens-panel';
export type {
  AutomationRuleEditorProps,
  AutomationRuleListProps,
  RuleAction,
  RuleChoice,
  RuleChoices,
  RuleCondition,
  RuleDraft,
  RuleItem,
  RuleLimits,
  RuleTrigger,
} from './automation-rules';
export type { SkeletonProps } from './skeleton';
export type { SpinnerProps } from './spinner';
export type { SwitchProps } from './switch';
export type { TabItem, TabsProps } from './tabs';
export type { TextAreaProps } from './text-area';
export type { OneTimeCodeFieldProps } from './one-time-code-field';
export type { TextFieldProps } from './text-field';
export type { ThemePreference, ThemeProviderProps, ThemeScopeProps, ThemeSwitchProps } from './theme';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastVariant } from './toast';
export type { TooltipProps } from './tooltip';

// Notifications and @mentions
export { matchPeople, MentionChip, MentionPicker, mentionQueryAt } from './mention';
export type { MentionChipProps, MentionPickerProps } from './mention';
export { describeNotification, NotificationItem } from './notification-item';
export type {
  NotificationContent,
  NotificationItemProps,
  NotificationKind,
  NotificationSentence,
  SnoozeChoice,
} from './notification-item';
export { InboxList } from './inbox-list';
export type { InboxFilter, InboxListProps } from './inbox-list';
export { NotificationBell } from './notification-bell';
export type { NotificationBellProps } from './notification-bell';

// Layout, text, pickers and board helpers
export { AddCardComposer } from './add-card-composer';
export { Combobox } from './combobox';
export { DropIndicator } from './drop-indicator';
export { Inline, Stack } from './layout';
export { Kbd } from './kbd';
export { Popover, PopoverClose } from './popover';
export { SegmentedControl } from './segmented-control';
export { Text } from './text';
export type { AddCardComposerProps } from './add-card-composer';
export type { ComboboxOption, ComboboxProps } from './combobox';
export type { DropIndicatorProps } from './drop-indicator';
export type { InlineProps, SpaceStep, StackProps } from './layout';
export type { KbdProps } from './kbd';
export type { PopoverProps } from './popover';
export type { SegmentedControlProps, SegmentedOption } from './segmented-control';
export type { TextProps } from './text';

// Language
export {
  isLocale,
  loadUiMessages,
  negotiateLocale,
  sourceLocale,
  supportedLocales,
  UiTrans,
  useUiText,
} from './i18n';
export type { Locale, MessageValues, UiCataloguePart, UiMessageId, UiText, UiTransProps } from './i18n';
