export { activateLocale, i18n, loadWholeCatalogues, type CataloguePart } from './app-i18n';
export { errorMessageIds, translateError } from './error-messages';
export { Message } from './Message';
export type { MessageProps } from './Message';
export { useT } from './use-t';
export type { AppText, MessageId, Translate } from './use-t';
export type { AppMessageId } from './messages/en';
export { translateIssue } from './validation-messages';
