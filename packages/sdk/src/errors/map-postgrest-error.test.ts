import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isPostgrestErrorLike, mapPostgrestError } from './map-postgrest-error';

function pg(code: string, message: string, details: string | null = null, hint: string | null = null) {
  return new PostgrestError({ code, message, details: details ?? '', hint: hint ?? '' });
}

describe('isPostgrestErrorLike', () => {
  it('recognises the class and the plain object postgrest-js returns', () => {
    expect(isPostgrestErrorLike(pg('23505', 'x'))).toBe(true);
    expect(isPostgrestErrorLike({ code: '23505', message: 'x', details: null, hint: null })).toBe(true);
    expect(isPostgrestErrorLike({ code: '23505', message: 'x' })).toBe(false);
  });
});

describe('mapPostgrestError', () => {
  it('maps a unique violation on the slug to a conflict on the slug field', () => {
    const error = mapPostgrestError(
      pg(
        '23505',
        'duplicate key value violates unique constraint "workspaces_slug_key"',
        'Key (slug)=(acme) already exists.',
      ),
      409,
    );
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('This slug is already taken.');
    expect(error.issues).toEqual([{ path: ['slug'], message: 'This slug is already taken.' }]);
    expect(error.reason).toBe('workspaces_slug_key');
    expect(error.status).toBe(409);
  });

  it('knows "already a member"', () => {
    const error = mapPostgrestError(
      pg(
        '23505',
        'duplicate key value violates unique constraint "workspace_members_pkey"',
        'Key (workspace_id, user_id)=(a, b) already exists.',
      ),
      409,
    );
    expect(error.message).toBe('This person is already a member of the workspace.');
    expect(error.issues).toEqual([]);
  });

  it('maps a CHECK violation to validation on the column named by the constraint', () => {
    const error = mapPostgrestError(
      pg(
        '23514',
        'new row for relation "lists" violates check constraint "lists_wip_limit_check"',
        'Failing row contains (…).',
      ),
      400,
    );
    expect(error.code).toBe('validation');
    expect(error.issues).toEqual([{ path: ['wipLimit'], message: 'This value is not allowed.' }]);
    expect(error.reason).toBe('lists_wip_limit_check');
  });

  it('maps not-null to validation on the column', () => {
    const error = mapPostgrestError(
      pg('23502', 'null value in column "title" of relation "cards" violates not-null constraint'),
      400,
    );
    expect(error.issues[0]?.path).toEqual(['title']);
  });

  it.each(['22001', '22P02', '22023', '22007'])('maps %s to validation', (code) => {
    expect(mapPostgrestError(pg(code, 'bad input'), 400).code).toBe('validation');
  });

  it('maps RLS refusals to forbidden, or to an ended session for anon', () => {
    expect(
      mapPostgrestError(pg('42501', 'new row violates row-level security policy for table "boards"'), 403)
        .code,
    ).toBe('forbidden');
    expect(mapPostgrestError(pg('42501', 'permission denied for table boards'), 401).code).toBe(
      'auth/session-expired',
    );
  });

  it('maps single() on no rows to not-found', () => {
    const error = mapPostgrestError(
      pg('PGRST116', 'JSON object requested, multiple (or no) rows returned', 'The result contains 0 rows'),
      406,
    );
    expect(error.code).toBe('not-found');
    expect(mapPostgrestError(pg('PGRST116', 'x', 'Results contain 2 rows, …'), 406).code).toBe('unknown');
  });

  it.each(['PGRST301', 'PGRST303'])('maps %s to auth/session-expired', (code) => {
    expect(mapPostgrestError(pg(code, 'JWT expired'), 401).code).toBe('auth/session-expired');
  });

  it('maps a foreign key to not-found on insert and conflict on delete', () => {
    expect(
      mapPostgrestError(
        pg('23503', 'insert or update on table "cards" violates foreign key constraint "cards_list_id_fkey"'),
        409,
      ).code,
    ).toBe('not-found');
    expect(
      mapPostgrestError(
        pg(
          '23503',
          'update or delete on table "lists" violates foreign key constraint "cards_list_id_fkey" on table "cards"',
        ),
        409,
      ).code,
    ).toBe('conflict');
  });

  it('maps serialization failures to a retryable conflict', () => {
    const error = mapPostgrestError(pg('40001', 'could not serialize access'), 500);
    expect([error.code, error.retryable]).toEqual(['conflict', true]);
  });

  it('maps a statement timeout to timeout', () => {
    expect(mapPostgrestError(pg('57014', 'canceling statement due to statement timeout'), 500).code).toBe(
      'timeout',
    );
  });

  it('maps an unreachable database to a retryable error', () => {
    const error = mapPostgrestError(pg('PGRST001', 'Database client error'), 503);
    expect([error.code, error.retryable]).toEqual(['network', true]);
  });

  it('reads a fetch failure as postgrest-js reports it (status 0, empty code)', () => {
    expect(
      mapPostgrestError({ code: '', message: 'TypeError: fetch failed', details: '', hint: '' }, 0).code,
    ).toBe('network');
    expect(
      mapPostgrestError(
        {
          code: '',
          message: 'AbortError: This operation was aborted',
          details: '',
          hint: 'Request was aborted',
        },
        0,
      ).code,
    ).toBe('timeout');
  });

  it('treats missing tables and functions as unknown, not as user errors', () => {
    expect(mapPostgrestError(pg('PGRST202', 'Could not find the function public.move_card'), 404).code).toBe(
      'unknown',
    );
    expect(mapPostgrestError(pg('42P01', 'relation "public.x" does not exist'), 404).code).toBe('unknown');
  });

  describe('our database convention', () => {
    it('reads the code from the hint and shows the message', () => {
      const error = mapPostgrestError(
        pg('P0001', 'A board can have at most 50 lists.', 'listsPerBoard', 'teamboard:limit-reached'),
        400,
      );
      expect(error.code).toBe('limit-reached');
      expect(error.message).toBe('A board can have at most 50 lists.');
      expect(error.reason).toBe('listsPerBoard');
      expect(error.retryable).toBe(false);
    });

    it('signals a stale version as a conflict', () => {
      const error = mapPostgrestError(
        pg('P0001', 'This card was changed by someone else.', 'stale_version', 'teamboard:conflict'),
        400,
      );
      expect([error.code, error.reason]).toEqual(['conflict', 'stale_version']);
    });

    it('turns a validation detail into a field issue', () => {
      const error = mapPostgrestError(
        pg('P0001', 'Pick a colour from the palette.', 'color', 'teamboard:validation'),
        400,
      );
      expect(error.issues).toEqual([{ path: ['color'], message: 'Pick a colour from the palette.' }]);
    });

    it('accepts the message-prefix fallback on P0001', () => {
      const error = mapPostgrestError(pg('P0001', 'forbidden: Only owners can rename the slug.'), 400);
      expect([error.code, error.message]).toEqual(['forbidden', 'Only owners can rename the slug.']);
    });

    it('ignores a plain RAISE that does not follow it', () => {
      expect(mapPostgrestError(pg('P0001', 'something broke'), 400).code).toBe('unknown');
    });
  });
});
