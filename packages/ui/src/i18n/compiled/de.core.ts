// Generated from the catalogue beside this folder by `pnpm i18n:compile`; do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "ui.toast.region": ["Benachrichtigungen"],
  "ui.toast.dismiss": ["Benachrichtigung schließen"],
  "ui.theme.label": ["Farbschema"],
  "ui.theme.system": ["System"],
  "ui.theme.light": ["Hell"],
  "ui.theme.dark": ["Dunkel"],
  "ui.error.tryAgain": ["Erneut versuchen"],
  "ui.dialog.close": ["Schließen"],
  "ui.spinner.loading": ["Wird geladen"],
  "ui.error.title": ["Etwas ist schiefgelaufen"],
};
