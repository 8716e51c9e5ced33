import { isTeamboardErrorCode, type TeamboardErrorCode } from './codes';
import { readProp, readString } from './read';
import { TeamboardError, type TeamboardIssue } from './teamboard-error';

/** zod 4's `ZodError` by shape, so a different zod copy (or version) is recognised too. */
export function isZodErrorLike(error: unknown): boolean {
  return readString(error, 'name') === 'ZodError' && Array.isArray(readProp(error, 'issues'));
}

/**
 * A schema refinement may name its own catalogue code in
 * `params.teamboardCode` (file too large, wrong file type); otherwise
 * failing a schema is `validation`.
 */
export function mapZodError(error: unknown): TeamboardError {
  const raw = readProp(error, 'issues');
  const list: readonly unknown[] = Array.isArray(raw) ? raw : [];
  const issues: TeamboardIssue[] = list.map((issue) => {
    const path = readProp(issue, 'path');
    return {
      path: Array.isArray(path) ? path.map(String) : [],
      message: readString(issue, 'message') ?? 'This value is not valid.',
    };
  });
  let code: TeamboardErrorCode = 'validation';
  let reason: string | undefined;
  for (const issue of list) {
    const params = readProp(issue, 'params');
    const own = readProp(params, 'teamboardCode');
    if (isTeamboardErrorCode(own)) {
      code = own;
      // A limit names itself, as the server's `limit-reached` does.
      reason = readString(params, 'reason');
      break;
    }
  }
  return new TeamboardError({ code, message: issues[0]?.message, issues, cause: error, reason });
}
