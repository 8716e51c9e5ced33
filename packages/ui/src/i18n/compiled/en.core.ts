// Generated from the catalogue beside this folder by `pnpm i18n:compile`; do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "ui.toast.region": ["Notifications"],
  "ui.toast.dismiss": ["Dismiss notification"],
  "ui.theme.label": ["Colour theme"],
  "ui.theme.system": ["System"],
  "ui.theme.light": ["Light"],
  "ui.theme.dark": ["Dark"],
  "ui.error.tryAgain": ["Try again"],
  "ui.dialog.close": ["Close"],
  "ui.spinner.loading": ["Loading"],
  "ui.error.title": ["Something went wrong"],
};
