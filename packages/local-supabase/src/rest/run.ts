import type { Database, QueryResult } from '../db/database';
import { withRequestContext } from '../db/request-context';
import type { Reply } from './reply';
import type { RestRequest } from './request';
import type { Statement } from './sql';

/** Thrown inside the transaction to roll it back while still answering normally. */
class Rollback extends Error {
  constructor(readonly reply: Reply) {
    super('rollback');
  }
}

/**
 * Runs one built statement in the request's transaction, as the request's role
 * with its claims, and shapes the reply inside that transaction: a reply that
 * throws (a singular or max-affected violation) rolls the statement back.
 */
export function runStatement<T>(
  db: Database,
  req: RestRequest,
  readOnly: boolean,
  statement: Statement,
  reply: (result: QueryResult<T>) => Reply,
): Promise<Reply> {
  return withRequestContext(
    db,
    {
      role: req.role,
      claims: req.claims,
      method: req.method,
      path: `/${req.resource.kind === 'rpc' ? 'rpc/' : ''}${req.resource.name}`,
      headers: req.headers,
      searchPath: req.searchPath,
    },
    async (tx) => {
      if (readOnly) await tx.query('set transaction read only');
      if (req.prefer.timezone)
        await tx.query(`select set_config('timezone', $1, true)`, [req.prefer.timezone]);
      const answer = reply(await tx.query<T>(statement.sql, statement.params));
      if (req.prefer.tx === 'rollback') throw new Rollback(answer);
      return answer;
    },
  ).catch((error: unknown) => {
    if (error instanceof Rollback) return error.reply;
    throw error;
  });
}
