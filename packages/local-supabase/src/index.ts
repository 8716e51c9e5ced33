export { apiUrl, DEFAULT_API_PORT, DEFAULT_DB_PORT, DEFAULT_HOST } from './config';
export { startLocalSupabase } from './start';
export { Mailbox } from './mailbox/mailbox';
export { MigrationError } from './db/migrations';
export { splitSql } from './db/split-sql';
export { findProjectDir, loadProjectConfig } from './project/project-config';
export { isRedirectAllowed } from './auth/domain/redirect';
export { denoConfigFlags } from './functions/import-map';

export type { LocalSupabase, LocalSupabaseOptions } from './start';
export type { Mail, MailInput } from './mailbox/mailbox';
export type { Database, Queryable, QueryResult } from './db/database';
export type { ProjectConfig } from './project/project-config';
