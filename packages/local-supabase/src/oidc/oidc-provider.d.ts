// The slice of oidc-provider's API the demo identity provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }
  interface Account {
    accountId: string;
    claims(): AccountClaims | Promise<AccountClaims>;
  }
  interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }
  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface KoaLikeContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      requestParamScopes: Set<string>;
      provider: Provider;
    };
  }
  interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, sub: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    routes?: Record<string, string>;
    cookies?: { names?: Record<string, string>; keys?: string[] };
    features?: Record<string, unknown>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string | Promise<string> };
    loadExistingGrant?(ctx: KoaLikeContext): Promise<GrantInstance | undefined>;
    jwks?: { keys: Record<string, unknown>[] };
    adapter?: new (model: string) => unknown;
    ttl?: Record<string, number>;
    renderError?(ctx: { type: string; body: string }, out: Record<string, string>, error: Error): void;
  }
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (init: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    AccessToken: { find(token: string): Promise<{ accountId: string; scopes: Set<string> } | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
