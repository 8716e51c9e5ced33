export { MentionChip } from './MentionChip';
export type { MentionChipProps } from './MentionChip';
export { MentionPicker, mentionOptionId } from './MentionPicker';
export type { MentionPickerProps } from './MentionPicker';
export { matchPeople, mentionQueryAt } from './mention-query';
export { isMentionTarget, MENTION_HREF_PREFIX, remarkMentions } from './mention-syntax';
