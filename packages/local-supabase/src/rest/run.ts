import type { Database, QueryResult } from '../db/database';
import { API_ROLES, requestContextStatement } from '../db/request-context';
import { explainStatement, planReply, type ExplainRow } from './explain';
import type { Reply } from './reply';
import type { RestRequest } from './request';
import { qualified, type Statement } from './sql';

/** Thrown inside the transaction to roll it back while still answering normally. */
class Rollback extends Error {
  constructor(readonly reply: Reply) {
    super('rollback');
  }
}

/**
 * Runs one built statement in the request's transaction, as the request's role
 * with its claims, and shapes the reply inside that transaction: a reply that
 * throws (a singular or max-affected violation) rolls the statement back. The
 * settings and the statement go to the database together, in one pipeline.
 */
export async function runStatement<T>(
  db: Database,
  req: RestRequest,
  readOnly: boolean,
  statement: Statement,
  reply: (result: QueryResult<T>) => Reply,
): Promise<Reply> {
  // PostgREST's `SET ROLE` can only become the roles its authenticator may switch to.
  if (!API_ROLES.has(req.role)) throw new Error(`role "${req.role}" is not an API role`);
  const context = requestContextStatement(
    {
      role: req.role,
      claims: req.claims,
      method: req.method,
      path: `/${req.resource.kind === 'rpc' ? 'rpc/' : ''}${req.resource.name}`,
      headers: req.headers,
      searchPath: req.searchPath,
    },
    { readOnly, ...(req.prefer.timezone !== undefined ? { timezone: req.prefer.timezone } : {}) },
  );
  const plan = req.media.plan;
  if (plan) {
    statement = explainStatement(statement, plan);
    reply = (result) => planReply(result as QueryResult<ExplainRow>, plan);
  }
  try {
    // The pre-request function (e.g. refusing tokens of ended sessions) runs first, as in PostgREST.
    const statements = req.preRequest
      ? [context, { sql: `select ${qualified(...req.preRequest)}()`, params: [] }, statement]
      : [context, statement];
    return await db.pipeline(
      statements,
      (results) => {
        const answer = reply(results[statements.length - 1] as QueryResult<T>);
        // A plan never changes data, even when `analyze` ran the statement.
        if (req.prefer.tx === 'rollback' || plan) throw new Rollback(answer);
        return answer;
      },
      // A read-only transaction has nothing to undo (not even for tx=rollback), so it
      // need not stay open while the reply is shaped.
      { readOnly },
    );
  } catch (error) {
    if (error instanceof Rollback) return error.reply;
    throw error;
  }
}
