/**
 * One board: lists, cards, drag and drop, filters, labels, presence and live
 * changes. The card drawer opens over it and uses its data and label tools.
 */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { useBoardData } from './hooks/use-board-data';
export { prefetchBoard, BOARD_DATA_FRESH_MS } from './lib/board-queries';
export { useBoardRealtime } from './hooks/use-board-realtime';
export { useSendBoardHint } from './hooks/board-hint-context';
export { useLabelMutations } from './hooks/use-label-mutations';
export { useBoardMutations } from './hooks/use-board-mutations';
export { useCardValueEdits } from './hooks/use-card-value-edits';
export { LabelForm, type LabelField } from './components/LabelForm';
export { toFieldView } from './lib/custom-fields';
export { ViewSwitcher } from './components/ViewSwitcher';
export { readViewSettings } from './lib/view-settings';
// The card drawer orders checklist items and moves cards as the board does, and offers its undo.
export { applyListMove } from './lib/moves';
export { neighboursAt, sortByPosition, type Neighbours } from './lib/ordering';
export { useUndoToast } from './hooks/use-undo-toast';
export { useCardTemplates, useCardTemplateActions } from './hooks/use-card-templates';
export { downloadFile, downloadText, fileNameOf } from './lib/download';

export const loadBoardPage = lazyScreen(
  () => import('./components/BoardPage'),
  (m) => m.BoardPage,
);
