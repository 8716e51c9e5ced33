import type { ComponentType } from 'react';

/** What a route's `lazy` resolves to: the screen it renders. */
export interface LazyScreen {
  Component: ComponentType;
}

/**
 * A route `lazy` loader for one screen of a feature. Features export these
 * from their `index.ts` (the import stays inside the feature), so each route
 * still ships only its own code while `app/routes` never reaches past an index.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): () => Promise<LazyScreen> {
  return async () => ({ Component: pick(await load()) });
}
