import { startLocalSupabase } from '@teamboard/local-supabase';
import type { TestProject } from 'vitest/node';
import { hostedShapedMode, HOSTED_TEMPLATE, projectDir } from './backend';
import { buildHostedShapedDatabase } from './hosted-database';
import { CLUSTER_SUPERUSER } from './hosted-schema';
import { startThrowawayCluster } from './throwaway-cluster';

declare module 'vitest' {
  interface ProvidedContext {
    /** The hosted-shaped cluster's `postgres` database as its superuser, or '' when that variant is off. */
    hostedShapedServer: string;
  }
}

/**
 * Once per run, when TEST_HOSTED_SHAPED is set: a throwaway PostgreSQL 15
 * cluster (roles are cluster-wide, and the image's differ from the shared
 * server's) with a template database built as a hosted project is, every
 * migration applied to it as `postgres` by the backend itself. Each test file
 * copies the template (see startBackend).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('hostedShapedServer', '');
  if (hostedShapedMode() === 'off') return undefined;
  const cluster = await startThrowawayCluster(CLUSTER_SUPERUSER);
  try {
    await cluster.psql(CLUSTER_SUPERUSER, 'postgres', `create database ${HOSTED_TEMPLATE}`);
    await buildHostedShapedDatabase(cluster, HOSTED_TEMPLATE);
    const backend = await startLocalSupabase({
      projectDir,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
      seed: false,
      dbUrl: cluster.url(CLUSTER_SUPERUSER, HOSTED_TEMPLATE),
      hostedShaped: true,
      // Nothing in Vault: each copy's backend writes its own URL there, or none (see startBackend).
      config: { db: { vault: { project_url: '' } } },
    });
    await backend.stop();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('hostedShapedServer', cluster.url(CLUSTER_SUPERUSER, 'postgres'));
  return () => cluster.stop();
}
