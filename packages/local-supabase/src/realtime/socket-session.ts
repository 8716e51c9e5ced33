import type { VerificationKeys } from '../keys/signing-keys';
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import { sessionIdOf, sessionIsLive } from '../auth/domain/live-session';
import type { Logger } from '../log';
import { channelAccess, checkToken, type Identity } from './authorize';
import type { ChangeFeed } from './change-feed';
import { parseFilter, type RowFilter } from './filters';
import { identityKey, type ChangeBinding, type Hub, type Member, type MemberSocket } from './hub';
import { decodeFrame, encodeText, reply, type Message, type Vsn } from './protocol';
import { QUOTA_REASONS, type RealtimeQuotas } from './quotas';

export interface SessionDeps {
  db: Database;
  hub: Hub;
  feed: ChangeFeed;
  log: Logger;
  jwtKeys: VerificationKeys;
  /** The role JWT the socket's apikey stands for; channels use it when they send no token. */
  apikeyToken: string;
  quotas: RealtimeQuotas;
}

/** Sent when a channel's session was signed out; supabase-js then needs a new sign-in. */
const SESSION_ENDED = 'Session has ended: sign in again';

const EVENTS = new Set(['INSERT', 'UPDATE', 'DELETE', '*']);
// Timers cannot wait longer than ~24.8 days; tokens living longer are re-checked on refresh only.
const MAX_TIMER_MS = 2 ** 31 - 1;
let nextBindingId = 1;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One WebSocket connection speaking the Phoenix channel protocol. */
export class SocketSession implements MemberSocket {
  readonly channels = new Map<string, Member>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly deps: SessionDeps,
  ) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      this.lastSeen = Date.now();
      const msg = decodeFrame(Buffer.isBuffer(data) ? data : Buffer.from(data), isBinary, vsn);
      if (!msg) return;
      // One message at a time, so a join's reply precedes anything sent after it.
      this.queue = this.queue
        .then(() => this.handle(msg))
        .catch((error: unknown) => deps.log.error('realtime: message failed', error));
    });
    ws.on('close', () => this.closeAll());
    ws.on('error', () => ws.terminate());
  }

  send(msg: Message): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeText(msg, this.vsn));
  }

  sendBinary(frame: Buffer): boolean {
    if (this.vsn !== '2.0.0' || this.ws.readyState !== this.ws.OPEN) return false;
    this.ws.send(frame, { binary: true });
    return true;
  }

  terminate(): void {
    this.ws.terminate();
    this.closeAll();
  }

  private closeAll(): void {
    for (const member of this.channels.values()) this.deps.hub.remove(member);
    this.channels.clear();
  }

  private async handle(msg: Message): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.send(reply(msg, 'ok', {}));
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const member = this.channels.get(msg.topic);
    if (!member || (msg.joinRef !== null && member.joinRef !== msg.joinRef)) {
      this.send(reply(msg, 'error', { reason: 'unmatched topic' }));
      return;
    }
    const payload = isObject(msg.payload) ? msg.payload : {};
    switch (msg.event) {
      case 'phx_leave':
        this.channels.delete(msg.topic);
        this.deps.hub.remove(member);
        this.send(reply(msg, 'ok', {}));
        return;
      case 'access_token':
        return this.refreshToken(member, payload.access_token);
      case 'broadcast':
      case 'presence':
        // Realtime shuts a channel whose project is over its messages per second.
        if (!this.deps.quotas.admitEvent()) return this.closeChannel(member, QUOTA_REASONS.tooManyEvents);
        return msg.event === 'broadcast'
          ? this.onBroadcast(member, msg, payload)
          : this.onPresence(member, msg, payload);
      default:
        return;
    }
  }

  private async join(msg: Message): Promise<void> {
    const fail = (reason: string) => this.send(reply(msg, 'error', { reason }));
    if (!msg.topic.startsWith('realtime:')) return fail('unmatched topic');
    const name = msg.topic.slice('realtime:'.length);
    if (!name) return fail('TopicNameRequired');
    const payload = isObject(msg.payload) ? msg.payload : {};
    const config = isObject(payload.config) ? payload.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const changes = config.postgres_changes ?? [];
    if (!Array.isArray(changes) || !changes.every(isObject))
      return fail('Invalid postgres_changes configuration');

    const previous = this.channels.get(msg.topic);
    if (previous) {
      this.channels.delete(msg.topic);
      this.deps.hub.remove(previous);
      this.send({
        joinRef: previous.joinRef,
        ref: previous.joinRef,
        topic: msg.topic,
        event: 'phx_close',
        payload: {},
      });
    }

    const refusal = this.deps.quotas.admitJoin(this, this.channels.size);
    if (refusal) {
      fail(QUOTA_REASONS[refusal]);
      // Realtime disconnects a socket that joins too fast, so a client retrying in a loop starts over.
      if (refusal === 'tooManyJoins') this.ws.close();
      return;
    }

    const token = this.channelToken(payload.access_token);
    const checked = await checkToken(token, this.deps.jwtKeys);
    if (!checked.ok) return fail(checked.message);
    const identity = checked.identity;
    if (!(await sessionIsLive(this.deps.db, identity.claims))) return fail(SESSION_ENDED);

    const isPrivate = config.private === true;
    let canWrite = true;
    if (isPrivate && identity.role !== 'service_role') {
      const access = await channelAccess(this.deps.db, identity, name);
      if (!access.read) return fail(`You do not have permissions to read from this Channel topic: ${name}`);
      canWrite = access.write;
    }

    const bindings: ChangeBinding[] = [];
    const refused: Record<string, unknown>[] = [];
    for (const params of changes) {
      const binding = await this.binding(params);
      bindings.push(binding);
      if (!binding.active) refused.push(params);
    }

    const member: Member = {
      socket: this,
      topic: msg.topic,
      name,
      joinRef: msg.joinRef ?? msg.ref,
      private: isPrivate,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
      presenceEnabled: presence.enabled === true,
      tracked: undefined,
      bindings,
      identity,
      identityKey: identityKey(identity),
      canWrite,
      expiryTimer: undefined,
    };
    this.channels.set(msg.topic, member);
    this.deps.hub.add(member);
    this.scheduleExpiry(member);
    this.send(
      reply(msg, 'ok', {
        postgres_changes: changes.map((params, i) => ({ ...params, id: bindings[i]!.id })),
      }),
    );
    if (member.presenceEnabled) {
      this.send({
        joinRef: member.joinRef,
        ref: null,
        topic: msg.topic,
        event: 'presence_state',
        payload: this.deps.hub.presenceState(member),
      });
    }
    if (changes.length > 0) {
      const system = (status: 'ok' | 'error', message: string) =>
        this.send({
          joinRef: member.joinRef,
          ref: null,
          topic: msg.topic,
          event: 'system',
          payload: { extension: 'postgres_changes', status, message, channel: name },
        });
      if (refused.length === 0) system('ok', 'Subscribed to PostgreSQL');
      else {
        const described = refused
          .map(
            (p) => `schema: ${text(p.schema)}, table: ${text(p.table) || '*'}, filters: [${text(p.filter)}]`,
          )
          .join('; ');
        system(
          'error',
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${described}]`,
        );
      }
    }
  }

  private channelToken(given: unknown): string {
    return typeof given === 'string' && given !== '' && !given.startsWith('sb_')
      ? given
      : this.deps.apikeyToken;
  }

  private async binding(params: Record<string, unknown>): Promise<ChangeBinding> {
    const id = nextBindingId++;
    const refused = (): ChangeBinding => ({
      id,
      event: '*',
      schema: '',
      table: undefined,
      filter: undefined,
      active: false,
    });
    const { event, schema, table, filter } = params;
    if (typeof event !== 'string' || !EVENTS.has(event.toUpperCase())) return refused();
    if (typeof schema !== 'string' || schema === '') return refused();
    if (table !== undefined && table !== null && typeof table !== 'string') return refused();
    if (filter !== undefined && filter !== null && typeof filter !== 'string') return refused();
    const tableName = typeof table === 'string' && table !== '' ? table : undefined;
    if (!(await this.deps.feed.isPublished(schema, tableName))) return refused();
    let parsed: RowFilter | undefined;
    if (typeof filter === 'string' && filter !== '') {
      parsed = parseFilter(filter);
      if (!parsed) return refused();
      if (tableName && tableName !== '*' && schema !== '*') {
        const info = await this.deps.feed.tableInfo(schema, tableName);
        const column = parsed.column;
        if (!info?.columns.some((c) => c.name === column)) return refused();
      }
    }
    return {
      id,
      event: event.toUpperCase() as ChangeBinding['event'],
      schema,
      table: tableName,
      filter: parsed,
      active: true,
    };
  }

  private scheduleExpiry(member: Member): void {
    clearTimeout(member.expiryTimer);
    member.expiryTimer = undefined;
    if (member.identity.exp === undefined) return;
    const ms = member.identity.exp * 1000 - Date.now();
    if (ms > MAX_TIMER_MS) return;
    member.expiryTimer = setTimeout(() => this.expire(member), Math.max(0, ms));
    member.expiryTimer.unref();
  }

  /** Closes the channels joined with a token of a session that was just deleted (signed out). */
  endSession(sessionId: string): void {
    for (const member of [...this.channels.values()]) {
      if (sessionIdOf(member.identity.claims) === sessionId) this.closeChannel(member, SESSION_ENDED);
    }
  }

  private expire(member: Member): void {
    const ago = Math.max(0, Math.floor(Date.now() / 1000) - (member.identity.exp ?? 0));
    this.closeChannel(member, `Token has expired ${ago} seconds ago`);
  }

  /** Server-side close with a system error first, as Realtime does for expired or revoked access. */
  private closeChannel(member: Member, message: string): void {
    if (this.channels.get(member.topic) !== member) return;
    this.send({
      joinRef: member.joinRef,
      ref: null,
      topic: member.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: member.name },
    });
    this.channels.delete(member.topic);
    this.deps.hub.remove(member);
    this.send({
      joinRef: member.joinRef,
      ref: member.joinRef,
      topic: member.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private async refreshToken(member: Member, given: unknown): Promise<void> {
    if (typeof given !== 'string' || given === '' || given.startsWith('sb_')) return;
    const checked = await checkToken(given, this.deps.jwtKeys);
    if (!checked.ok) return this.closeChannel(member, checked.message);
    const identity: Identity = checked.identity;
    if (!(await sessionIsLive(this.deps.db, identity.claims)))
      return this.closeChannel(member, SESSION_ENDED);
    if (member.private && identity.role !== 'service_role') {
      const access = await channelAccess(this.deps.db, identity, member.name);
      if (!access.read) {
        return this.closeChannel(
          member,
          `You do not have permissions to read from this Channel topic: ${member.name}`,
        );
      }
      member.canWrite = access.write;
    } else {
      member.canWrite = true;
    }
    member.identity = identity;
    member.identityKey = identityKey(identity);
    this.scheduleExpiry(member);
  }

  private onBroadcast(member: Member, msg: Message, payload: Record<string, unknown>): void {
    const event = payload.event;
    if (typeof event !== 'string') return;
    if (!member.canWrite) {
      if (member.ack)
        this.send(
          reply(msg, 'error', { reason: 'You do not have permissions to write to this Channel topic' }),
        );
      return;
    }
    this.deps.hub.broadcast(member.private, member.name, event, payload.payload, member);
    if (member.ack) this.send(reply(msg, 'ok', {}));
  }

  private onPresence(member: Member, msg: Message, payload: Record<string, unknown>): void {
    if (payload.event === 'track') {
      if (!member.canWrite) {
        this.send(
          reply(msg, 'error', {
            reason: 'You do not have permissions to track presence on this Channel topic',
          }),
        );
        return;
      }
      const meta = isObject(payload.payload) ? payload.payload : {};
      this.deps.hub.track(member, meta);
      this.send(reply(msg, 'ok', {}));
    } else if (payload.event === 'untrack') {
      this.deps.hub.untrack(member);
      this.send(reply(msg, 'ok', {}));
    } else {
      this.send(reply(msg, 'error', { reason: 'unknown presence event' }));
    }
  }
}
