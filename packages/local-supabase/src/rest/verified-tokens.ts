import type { JwtClaims } from '../keys/jwt';

export interface Caller {
  role: string;
  claims: JwtClaims;
}

/** How many verified tokens are remembered; the least recently used go first. */
const MAX_TOKENS = 1000;
/** How long a token without `exp` is trusted before its signature is checked again. */
const NO_EXPIRY_TTL_MS = 60_000;

/**
 * Remembers tokens whose signature was verified, until they expire, so a
 * client sending the same access token on every request pays for the HMAC
 * check once. The key is the whole token, signature included, so a token
 * that differs in any byte is verified afresh. Failures are never remembered.
 */
export class VerifiedTokens {
  private readonly known = new Map<string, { caller: Caller; until: number }>();

  constructor(
    private readonly verify: (token: string | undefined) => Promise<Caller>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The caller a bearer token stands for; without a token, whatever `verify` says (anon). */
  async caller(token: string | undefined): Promise<Caller> {
    if (token === undefined) return this.verify(undefined);
    const hit = this.known.get(token);
    if (hit) {
      this.known.delete(token);
      if (this.now() < hit.until) {
        this.known.set(token, hit);
        return hit.caller;
      }
    }
    const caller = await this.verify(token);
    const exp = caller.claims.exp;
    const until = typeof exp === 'number' ? exp * 1000 : this.now() + NO_EXPIRY_TTL_MS;
    if (until > this.now()) {
      this.known.set(token, { caller: { role: caller.role, claims: Object.freeze(caller.claims) }, until });
      if (this.known.size > MAX_TOKENS) this.known.delete(this.known.keys().next().value!);
    }
    return caller;
  }
}
