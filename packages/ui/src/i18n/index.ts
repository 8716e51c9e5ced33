export { isLocale, negotiateLocale, sourceLocale, supportedLocales } from './locales';
export type { Locale } from './locales';
export { loadUiMessages, type UiCataloguePart } from './ui-messages';
export { useUiText } from './use-ui-text';
export type { MessageValues, UiText } from './use-ui-text';
export { UiTrans } from './UiTrans';
export type { UiTransProps } from './UiTrans';
export type { UiMessageId } from './messages/en';
