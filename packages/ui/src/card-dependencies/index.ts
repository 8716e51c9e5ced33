export { CardDependencies } from './CardDependencies';
export type { BlockerCandidate, CardDependenciesProps, LinkedCardItem } from './CardDependencies';
