import { FunctionError } from './http.ts';
import { type InputSchema, safeParse } from './sdk/inputs.js';

/**
 * Validates a request body with one of the SDK's input schemas (built into
 * `./sdk/inputs.js`), so a function accepts exactly what the SDK and the app
 * accept, with the same messages. Bodies use the REST names
 * (`workspace_id`); `fields` maps each schema key to its body name, which is
 * also the `reason` of a validation error.
 */
export function parseInput<Output>(
  schema: InputSchema<Output>,
  body: Record<string, unknown>,
  fields: Readonly<Record<string, string>>,
): Output {
  const input = Object.fromEntries(Object.entries(fields).map(([key, name]) => [key, body[name]]));
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  // A refinement that names a limit answers as the database would (the SDK maps it alike).
  const params = (issue as { params?: { teamboardCode?: unknown; reason?: unknown } } | undefined)?.params;
  if (params?.teamboardCode === 'limit-reached' && typeof params.reason === 'string') {
    throw new FunctionError('limit-reached', issue?.message || 'A limit was reached.', params.reason);
  }
  throw new FunctionError(
    'validation',
    issue?.message || 'The request is not valid.',
    key === undefined ? undefined : fields[key],
  );
}
