import { useToast } from '@teamboard/ui';
import { useCallback } from 'react';
import { useT } from '@/shared/i18n';
import { UNDO_WINDOW_MS, undoStack } from '@/shared/lib/undo';

export interface UndoToast {
  readonly title: string;
  readonly description?: string;
  /** What else undoes it, for screen readers (Radix's `altText`). */
  readonly altText: string;
  readonly undo: () => void;
}

/**
 * Shows a toast with Undo for the undo window and offers the same Undo to Ctrl/Cmd+Z (bound in the
 * app shell); whichever comes first runs it, once, and the toast goes with it.
 */
export function useUndoToast(): (options: UndoToast) => void {
  const { toast, dismiss } = useToast();
  const { t } = useT();
  return useCallback(
    ({ title, description, altText, undo }: UndoToast) => {
      let id = '';
      const entry = undoStack.offer(() => {
        dismiss(id);
        undo();
      });
      id = toast({
        title,
        description,
        duration: UNDO_WINDOW_MS,
        action: { label: t('action.undo'), altText, onClick: () => void entry.run() },
      });
    },
    [toast, dismiss, t],
  );
}
