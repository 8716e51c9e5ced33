import { describe, expect, it } from 'vitest';
import { TEAMBOARD_ERROR_CODES, isTeamboardErrorCode } from './codes';
import { isTeamboardError, TeamboardError } from './teamboard-error';

describe('TeamboardError', () => {
  it('takes the catalogue defaults', () => {
    const error = new TeamboardError({ code: 'network' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TeamboardError');
    expect(error.message).toBe('Cannot reach Teamboard. Check your connection and try again.');
    expect(error.retryable).toBe(true);
    expect(error.issues).toEqual([]);
    expect(error.status).toBeUndefined();
  });

  it('lets the source override message and retryable', () => {
    const error = new TeamboardError({
      code: 'conflict',
      message: 'Slug taken.',
      retryable: true,
      status: 409,
    });
    expect([error.message, error.retryable, error.status]).toEqual(['Slug taken.', true, 409]);
  });

  it('keeps the cause, also as the standard Error cause', () => {
    const cause = new Error('boom');
    const error = new TeamboardError({ code: 'unknown', cause });
    expect(error.cause).toBe(cause);
  });

  it('serialises without dragging the cause object along', () => {
    const cause = Object.assign(new Error('duplicate key'), { code: '23505', response: { huge: true } });
    const json = new TeamboardError({
      code: 'validation',
      issues: [{ path: ['name'], message: 'Name is required.' }],
      cause,
    }).toJSON();
    expect(json).toEqual({
      name: 'TeamboardError',
      code: 'validation',
      message: 'Some fields are not valid.',
      retryable: false,
      status: undefined,
      issues: [{ path: ['name'], message: 'Name is required.' }],
      retryAfterMs: undefined,
      reason: undefined,
      cause: { name: 'Error', message: 'duplicate key', code: '23505' },
    });
    expect(JSON.parse(JSON.stringify(new TeamboardError({ code: 'timeout', cause: 'late' })))).toMatchObject({
      code: 'timeout',
      cause: { name: 'string', message: 'late' },
    });
  });

  it('gives every code a message', () => {
    for (const code of TEAMBOARD_ERROR_CODES) {
      expect(new TeamboardError({ code }).message.length).toBeGreaterThan(0);
    }
  });
});

describe('isTeamboardError', () => {
  it('recognises its own errors', () => {
    expect(isTeamboardError(new TeamboardError({ code: 'forbidden' }))).toBe(true);
  });

  it('with codes, recognises only errors of those codes', () => {
    const limit = new TeamboardError({ code: 'limit-reached', reason: 'cardsPerBoard' });
    expect(isTeamboardError(limit, 'limit-reached')).toBe(true);
    expect(isTeamboardError(limit, 'conflict', 'limit-reached')).toBe(true);
    expect(isTeamboardError(limit, 'conflict')).toBe(false);
    expect(isTeamboardError(new Error('x'), 'limit-reached')).toBe(false);
  });

  it('recognises errors from another copy of the SDK by their brand', () => {
    class OtherCopyError extends Error {
      readonly __isTeamboardError = true;
      readonly code = 'forbidden';
    }
    const foreign = new OtherCopyError('nope');
    expect(foreign instanceof TeamboardError).toBe(false);
    expect(isTeamboardError(foreign)).toBe(true);
  });

  it.each([null, undefined, 'TeamboardError', new Error('x'), { __isTeamboardError: 'yes' }])(
    'rejects %j',
    (value) => {
      expect(isTeamboardError(value)).toBe(false);
    },
  );
});

describe('isTeamboardErrorCode', () => {
  it('knows the catalogue and nothing else', () => {
    expect(isTeamboardErrorCode('limit-reached')).toBe(true);
    expect(isTeamboardErrorCode('rate-limited')).toBe(false);
    expect(isTeamboardErrorCode(42)).toBe(false);
  });
});
