import { createClient } from '@supabase/supabase-js';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../start';
import {
  databaseVariants,
  serverVariant,
  startSuiteBackend,
  testDatabaseUrl,
} from '../../test/support/test-database';

/**
 * `Accept: application/geo+json`, as PostgREST serves it: the rows as a GeoJSON
 * FeatureCollection built by PostGIS's `ST_AsGeoJSON(record)`, and without
 * PostGIS the database's own refusal (42883 → 404). PGlite has no PostGIS build
 * for its PostgreSQL version; CI installs it on the server (.ci/run).
 */

const projectDir = fileURLToPath(new URL('../../test/fixtures/rest-geo', import.meta.url));
const GEOJSON = 'application/geo+json; charset=utf-8';

async function serverHasPostgis(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query(`select 1 from pg_available_extensions where name = 'postgis'`);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

const harbour = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9.99, 53.54] },
  properties: { id: 1, name: 'Harbour' },
};
const station = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [10.006, 53.553] },
  properties: { id: 2, name: 'Station' },
};

for (const variant of databaseVariants) {
  describe(`REST application/geo+json on ${variant.name}`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let stop: (() => Promise<void>) | undefined;
    let postgis = false;
    const service = () =>
      createClient(backend.apiUrl, backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
    const rest = (path: string, init: RequestInit = {}) =>
      fetch(`${backend.apiUrl}/rest/v1${path}`, {
        ...init,
        headers: {
          apikey: backend.serviceRoleKey,
          accept: 'application/geo+json',
          ...(init.headers as Record<string, string>),
        },
      });

    beforeAll(async () => {
      postgis = variant.server && (await serverHasPostgis());
      // CI must exercise the PostGIS answers, not only the refusal.
      if (variant.server && process.env.CI === 'true') expect(postgis).toBe(true);
      ({ backend, stop } = await startSuiteBackend(projectDir, variant.server));
    }, 60_000);
    afterAll(() => stop?.());

    it('answers a read as a FeatureCollection, or 404 42883 where the database has no PostGIS', async () => {
      if (!postgis) {
        const res = await rest('/plain_places');
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({
          code: '42883',
          message: 'function st_asgeojson(record) does not exist',
        });
        return;
      }
      const res = await rest('/places?select=id,name,location&order=id');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(GEOJSON);
      expect(await res.json()).toEqual({ type: 'FeatureCollection', features: [harbour, station] });
    });

    it('filters, and answers an empty result with no features', async ({ skip }) => {
      if (!postgis) skip('needs PostGIS: this database answers 42883, checked above');
      const one = await service().from('places').select('*').eq('name', 'Station').geojson();
      expect(one.error).toBeNull();
      expect(one.data).toEqual({ type: 'FeatureCollection', features: [station] });
      const none = await service().from('places').select('*').eq('id', 999).geojson();
      expect(none.data).toEqual({ type: 'FeatureCollection', features: [] });
      // A hostile filter value is a value, not SQL.
      const hostile = await service().from('places').select('*').eq('name', "x' or 1=1 --").geojson();
      expect(hostile.data).toEqual({ type: 'FeatureCollection', features: [] });
    });

    it('answers RPC rows and written rows the same way', async ({ skip }) => {
      if (!postgis) skip('needs PostGIS: this database answers 42883, checked above');
      const called = await service().rpc('places_named', { prefix: 'Har' }).geojson();
      expect(called.error).toBeNull();
      expect(called.data).toEqual({ type: 'FeatureCollection', features: [harbour] });

      const inserted = await rest('/places', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify({ id: 3, name: 'Bridge', location: 'SRID=4326;POINT(10 53.5)' }),
      });
      expect(inserted.status).toBe(201);
      expect(inserted.headers.get('content-type')).toBe(GEOJSON);
      expect(await inserted.json()).toEqual({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [10, 53.5] },
            properties: { id: 3, name: 'Bridge' },
          },
        ],
      });
    });
  });
}
