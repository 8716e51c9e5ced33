/** The durable queue of edits made offline: kept in the local copy, sent in order once online. */
export { isQueued, QUEUE_SCOPE, registerQueuedMutations } from './queued-mutations';
export {
  offerTitleConflict,
  settleTitleConflict,
  useTitleConflict,
  type TitleConflict,
} from './title-conflicts';
export { useWaitingChanges } from './use-waiting-changes';
