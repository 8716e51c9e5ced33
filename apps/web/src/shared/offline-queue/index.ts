/** The durable queue of edits made offline: kept in the local copy, sent in order once online. */
export { isQueued, QUEUE_SCOPE, registerQueuedMutations, type CheckItemInput } from './queued-mutations';
export { withCardState, type CardStateChange, type CardStateInput } from './card-state';
export {
  offerTitleConflict,
  settleTitleConflict,
  useTitleConflict,
  type TitleConflict,
} from './title-conflicts';
export { useWaitingChanges } from './use-waiting-changes';
