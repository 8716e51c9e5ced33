import type { QueryResult } from '../../db/database';
import type { PlanChoice } from '../media';
import type { Reply } from '../reply';
import type { Statement } from './sql';

/** A row of EXPLAIN's output: a line of text, or the whole plan as json. */
export interface ExplainRow {
  'QUERY PLAN': unknown;
}

/** The request's statement under EXPLAIN with the options asked for (`options=analyze|verbose…`). */
export function explainStatement(statement: Statement, plan: PlanChoice): Statement {
  // PostgreSQL 18 (and PGlite's build) add buffer counts to every analyzed plan; the
  // PostgreSQL of hosted projects shows them only when asked, so say so explicitly.
  const buffersOff = plan.options.includes('analyze') && !plan.options.includes('buffers');
  const options = [`format ${plan.format}`, ...plan.options, ...(buffersOff ? ['buffers off'] : [])].join(
    ', ',
  );
  return { sql: `explain (${options}) ${statement.sql}`, params: statement.params };
}

/** EXPLAIN's output as PostgREST answers it, with the planned-for media type in `Content-Type`. */
export function planReply(result: QueryResult<ExplainRow>, plan: PlanChoice): Reply {
  const lines = result.rows.map((r) => r['QUERY PLAN']);
  const body =
    plan.format === 'json'
      ? typeof lines[0] === 'string'
        ? lines[0]
        : JSON.stringify(lines[0])
      : lines.join('\n');
  const options = plan.options.length ? ` options=${plan.options.join('|')};` : '';
  return {
    status: 200,
    body,
    headers: {
      'Content-Type': `application/vnd.pgrst.plan+${plan.format}; for="${plan.for}";${options} charset=utf-8`,
    },
  };
}
