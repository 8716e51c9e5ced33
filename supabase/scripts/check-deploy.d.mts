// Types of check-deploy.mjs, for its test.
export interface CheckResult {
  name: string;
  ok: boolean;
  /** What was found, or what is wrong and what to do. */
  detail: string;
}

export interface DeployTarget {
  kind: 'local' | 'hosted';
  apiUrl: string;
  auth: { siteUrl: string; additionalRedirectUrls: string[]; smtp: boolean };
  /** Function secrets by name: the value when readable, `true` when only its presence is. */
  secrets: Record<string, string | true>;
  functions: { name: string; verifyJwt: boolean }[];
  query(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export function projectFunctions(dir?: string): { name: string; verifyJwt: boolean }[];
export function checkDeploy(
  target: DeployTarget,
  options?: { webUrl?: string; dir?: string },
): Promise<CheckResult[]>;
export function localTarget(options: {
  apiUrl: string;
  dbUrl: string;
  siteUrl?: string;
  dir?: string;
}): Promise<DeployTarget>;
export function hostedTarget(options: { ref: string; token: string; api?: string }): Promise<DeployTarget>;
export function formatResults(results: CheckResult[]): string;
