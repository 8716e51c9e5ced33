import type { Database, QueryResult } from '../db/database';
import { API_ROLES, requestContextStatement } from '../db/request-context';
import { explainStatement, planReply, type ExplainRow } from './build/explain';
import type { Reply } from './reply';
import type { RestRequest } from './request';
import { qualified, type Statement } from './build/sql';

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
  reply: (result: QueryResult<T>, after?: QueryResult<Record<string, unknown>>) => Reply,
  /** A statement run after the main one in the same transaction (e.g. the EXPLAIN of a planned count). */
  after?: Statement,
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
    {
      readOnly,
      roleSettings: req.roleSettings ?? [],
      ...(req.prefer.timezone !== undefined ? { timezone: req.prefer.timezone } : {}),
    },
  );
  const plan = req.media.plan;
  if (plan) {
    statement = explainStatement(statement, plan);
    reply = (result) => planReply(result as QueryResult<ExplainRow>, plan);
  } else {
    // Its body, built in SQL, goes to the client as the database gave it (`ResultRow`).
    statement = { ...statement, textAsBytes: true };
  }
  try {
    // The pre-request function (e.g. refusing tokens of ended sessions) runs first, as in PostgREST.
    const statements = [
      context,
      ...(req.preRequest ? [{ sql: `select ${qualified(...req.preRequest)}()`, params: [] }] : []),
      statement,
      ...(after ? [after] : []),
    ];
    const main = statements.indexOf(statement);
    return await db.pipeline(
      statements,
      (results) => {
        const answer = reply(results[main] as QueryResult<T>, after ? results[main + 1] : undefined);
        // As in PostgREST, an analyzed write is committed unless `tx=rollback` is asked for.
        if (req.prefer.tx === 'rollback') throw new Rollback(answer);
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
