import type { Source } from './read-tree';
import type { Column, RestFunction } from './schema-cache';

/** The relation a row-returning function's result is read from; build-rpc defines it as a CTE. */
export const RPC_SOURCE = 'pgrst_call';

/** A function whose one parameter has no name: it can only receive a whole body. */
export const takesWholeBody = (fn: RestFunction) => fn.args.length === 1 && fn.args[0]!.name === '';

/** For functions returning rows: their result as a plan source, like a table. */
export function rpcSource(fn: RestFunction): Source {
  const columns = new Map<string, Column>((fn.returnColumns ?? []).map((c) => [c.name, c]));
  return { table: fn.returnTable, columns, sql: RPC_SOURCE, label: fn.name };
}
