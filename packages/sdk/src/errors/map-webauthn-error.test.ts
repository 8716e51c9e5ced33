import { describe, expect, it } from 'vitest';
import { mapWebauthnError, webauthnRefused } from './map-webauthn-error';
import { TeamboardError } from './teamboard-error';

const dom = (name: string) => new DOMException(`${name} from the browser`, name);

describe('mapWebauthnError', () => {
  it('reads a cancelled prompt, a timeout or a key without the credential as "try again"', () => {
    const error = mapWebauthnError(dom('NotAllowedError'), 'get');
    expect([error.code, error.reason, error.retryable]).toEqual(['validation', 'webauthn_not_allowed', true]);
    expect(error.cause).toBeInstanceOf(DOMException);
  });

  it('says a key registered twice is already there, only when registering', () => {
    expect(mapWebauthnError(dom('InvalidStateError'), 'create')).toMatchObject({
      code: 'conflict',
      reason: 'webauthn_already_registered',
    });
    expect(mapWebauthnError(dom('InvalidStateError'), 'get').code).toBe('unknown');
  });

  it.each(['NotSupportedError', 'SecurityError'])('says the page cannot use keys for %s', (name) => {
    expect(mapWebauthnError(dom(name), 'create')).toMatchObject({
      code: 'forbidden',
      reason: 'webauthn_unsupported',
    });
  });

  it('reads an abort as a cancelled call, and anything else as unknown', () => {
    expect(mapWebauthnError(dom('AbortError'), 'get')).toMatchObject({ code: 'timeout', reason: 'aborted' });
    expect(mapWebauthnError(new TypeError('bad options'), 'create').code).toBe('unknown');
    expect(mapWebauthnError('not an error', 'create').code).toBe('unknown');
  });
});

describe('webauthnRefused', () => {
  it("turns GoTrue's bare 500 after a key's answer into a refusal of the key", () => {
    const outage = new TeamboardError({ code: 'network', status: 500 });
    expect(webauthnRefused(outage)).toMatchObject({ code: 'validation', reason: 'webauthn_refused' });
  });

  it('leaves a real network failure as it is', () => {
    const offline = new TeamboardError({ code: 'network' });
    expect(webauthnRefused(offline)).toBe(offline);
  });
});
