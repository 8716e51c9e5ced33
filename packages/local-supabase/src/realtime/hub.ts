import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import { visibleRows, type Identity } from './authorize';
import type { ChangeFeed, QueuedChange, TableInfo } from './change-feed';
import { rowMatches, type RowFilter } from './filters';
import { encodeBinaryBroadcast, RawPayload, type Message } from './protocol';

/** What a member needs from the socket it lives on. */
export interface MemberSocket {
  send(msg: Message): void;
  sendBinary(frame: Buffer): boolean;
}

export interface ChangeBinding {
  id: number;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  table: string | undefined;
  filter: RowFilter | undefined;
  /** False when the subscription was refused (unpublished table, bad filter): it never fires. */
  active: boolean;
}

/** One joined channel on one socket. */
export interface Member {
  socket: MemberSocket;
  /** Full topic as the client names it: `realtime:<name>`. */
  topic: string;
  name: string;
  joinRef: string | null;
  private: boolean;
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  tracked: { meta: Record<string, unknown>; phxRef: string } | undefined;
  bindings: ChangeBinding[];
  identity: Identity;
  identityKey: string;
  canWrite: boolean;
  expiryTimer: NodeJS.Timeout | undefined;
}

type Metas = Record<string, { metas: Record<string, unknown>[] }>;

const groupKey = (isPrivate: boolean, name: string) => `${isPrivate ? 'private' : 'public'}:${name}`;

export const identityKey = (identity: Identity) => `${identity.role}\u0000${JSON.stringify(identity.claims)}`;

const ERROR_NO_PK = 'Error 400: Bad Request, no primary key';
const ERROR_UNAUTHORIZED = 'Error 401: Unauthorized';

/** Every joined channel, by topic: broadcast and presence fan-out, and postgres_changes delivery. */
export class Hub {
  private topics = new Map<string, Set<Member>>();
  private changeMembers = new Set<Member>();
  private nextRef = 1;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
    private readonly log: Logger,
  ) {}

  add(member: Member): void {
    const key = groupKey(member.private, member.name);
    let set = this.topics.get(key);
    if (!set) this.topics.set(key, (set = new Set()));
    set.add(member);
    if (member.bindings.some((b) => b.active)) this.changeMembers.add(member);
  }

  remove(member: Member): void {
    clearTimeout(member.expiryTimer);
    const key = groupKey(member.private, member.name);
    const set = this.topics.get(key);
    if (!set?.delete(member)) return;
    if (set.size === 0) this.topics.delete(key);
    this.changeMembers.delete(member);
    if (member.tracked) {
      const left = member.tracked;
      member.tracked = undefined;
      this.presenceDiff(
        member,
        {},
        { [member.presenceKey]: { metas: [{ phx_ref: left.phxRef, ...left.meta }] } },
      );
    }
  }

  membersOf(isPrivate: boolean, name: string): readonly Member[] {
    return [...(this.topics.get(groupKey(isPrivate, name)) ?? [])];
  }

  presenceState(member: Member): Metas {
    const state: Metas = {};
    for (const m of this.membersOf(member.private, member.name)) {
      if (!m.tracked) continue;
      (state[m.presenceKey] ??= { metas: [] }).metas.push({ phx_ref: m.tracked.phxRef, ...m.tracked.meta });
    }
    return state;
  }

  track(member: Member, meta: Record<string, unknown>): void {
    const previous = member.tracked;
    const phxRef = `F${(this.nextRef++).toString(36)}${randomUUID().slice(0, 8)}`;
    member.tracked = { meta, phxRef };
    member.presenceEnabled = true;
    const joinMeta: Record<string, unknown> = { phx_ref: phxRef, ...meta };
    if (previous) joinMeta.phx_ref_prev = previous.phxRef;
    const leaves: Metas = previous
      ? { [member.presenceKey]: { metas: [{ phx_ref: previous.phxRef, ...previous.meta }] } }
      : {};
    this.presenceDiff(member, { [member.presenceKey]: { metas: [joinMeta] } }, leaves);
  }

  untrack(member: Member): void {
    const previous = member.tracked;
    if (!previous) return;
    member.tracked = undefined;
    this.presenceDiff(
      member,
      {},
      {
        [member.presenceKey]: { metas: [{ phx_ref: previous.phxRef, ...previous.meta }] },
      },
    );
  }

  private presenceDiff(from: Member, joins: Metas, leaves: Metas): void {
    for (const m of this.membersOf(from.private, from.name)) {
      if (!m.presenceEnabled) continue;
      m.socket.send({
        joinRef: null,
        ref: null,
        topic: m.topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      });
    }
  }

  /** Sends a user broadcast to the topic; `from` is skipped unless it asked for `self`. */
  broadcast(
    isPrivate: boolean,
    name: string,
    event: string,
    payload: unknown,
    from?: Member,
    meta?: Record<string, unknown>,
  ): void {
    for (const m of this.membersOf(isPrivate, name)) {
      if (m === from && !m.self) continue;
      if (payload instanceof RawPayload) {
        m.socket.sendBinary(encodeBinaryBroadcast(m.topic, event, payload.bytes, meta));
        continue;
      }
      const body: Record<string, unknown> = { type: 'broadcast', event, payload };
      if (meta) body.meta = meta;
      m.socket.send({ joinRef: null, ref: null, topic: m.topic, event: 'broadcast', payload: body });
    }
  }

  /** Delivers one batch from the change queue, in order, each row only to those allowed to see it. */
  async deliver(changes: QueuedChange[]): Promise<void> {
    interface Plan {
      change: QueuedChange;
      info: TableInfo | null;
      targets: { member: Member; ids: number[] }[];
    }
    const plans: Plan[] = [];
    for (const change of changes) {
      if (change.op === 'BROADCAST') {
        plans.push({ change, info: null, targets: [] });
        continue;
      }
      const info = await this.feed.tableInfo(change.schema, change.table);
      const targets: Plan['targets'] = [];
      for (const member of this.changeMembers) {
        const ids = member.bindings.filter((b) => matches(b, change, info)).map((b) => b.id);
        if (ids.length > 0) targets.push({ member, ids });
      }
      if (targets.length > 0) plans.push({ change, info, targets });
    }

    // One RLS query per (identity, table) for the whole batch.
    const verdicts = new Map<string, Map<number, boolean | 'unauthorized'>>();
    const requests = new Map<string, { identity: Identity; tables: Map<string, number[]> }>();
    plans.forEach((plan, index) => {
      const { change, info } = plan;
      if (change.op !== 'INSERT' && change.op !== 'UPDATE') return;
      if (!info || info.primaryKey.length === 0) return;
      for (const { member } of plan.targets) {
        if (member.identity.role === 'service_role') continue;
        let request = requests.get(member.identityKey);
        if (!request)
          requests.set(member.identityKey, (request = { identity: member.identity, tables: new Map() }));
        const tableKey = `${change.schema}.${change.table}`;
        const list = request.tables.get(tableKey) ?? [];
        if (list[list.length - 1] !== index) list.push(index);
        request.tables.set(tableKey, list);
      }
    });
    for (const [key, request] of requests) {
      const verdict = new Map<number, boolean | 'unauthorized'>();
      verdicts.set(key, verdict);
      for (const indexes of request.tables.values()) {
        const first = plans[indexes[0]!]!;
        const records = indexes.map((i) => plans[i]!.change.record ?? {});
        try {
          const visible = await visibleRows(
            this.db,
            request.identity,
            first.change.schema,
            first.change.table,
            first.info!.primaryKey,
            records,
          );
          indexes.forEach((planIndex, i) =>
            verdict.set(planIndex, visible === 'unauthorized' ? 'unauthorized' : visible.has(i)),
          );
        } catch (error) {
          this.log.error('realtime: RLS check failed', error);
          for (const planIndex of indexes) verdict.set(planIndex, false);
        }
      }
    }

    plans.forEach((plan, index) => {
      const { change } = plan;
      if (change.op === 'BROADCAST') {
        const r = change.record ?? {};
        const id = r.id;
        this.broadcast(
          r.private === true,
          String(r.topic),
          typeof r.event === 'string' ? r.event : '',
          r.payload ?? {},
          undefined,
          id === undefined ? undefined : { id },
        );
        return;
      }
      for (const { member, ids } of plan.targets) {
        const needsCheck =
          (change.op === 'INSERT' || change.op === 'UPDATE') && member.identity.role !== 'service_role';
        let errors: string[] | null = null;
        if (needsCheck) {
          if (!plan.info || plan.info.primaryKey.length === 0) errors = [ERROR_NO_PK];
          else {
            const verdict = verdicts.get(member.identityKey)?.get(index);
            if (verdict === 'unauthorized') errors = [ERROR_UNAUTHORIZED];
            else if (verdict !== true) continue;
          }
        }
        member.socket.send({
          joinRef: null,
          ref: null,
          topic: member.topic,
          event: 'postgres_changes',
          payload: { ids, data: changeData(change, plan.info, errors) },
        });
      }
    });
  }
}

function matches(binding: ChangeBinding, change: QueuedChange, info: TableInfo | null): boolean {
  if (!binding.active) return false;
  if (binding.event !== '*' && binding.event !== change.op) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== undefined && binding.table !== '*' && binding.table !== change.table) return false;
  if (!binding.filter) return true;
  const row = change.op === 'DELETE' ? deletedRecord(change, info) : change.record;
  if (!row) return false;
  // DELETE carries only the replica identity; a filter on another column cannot be judged, so it passes.
  if (change.op === 'DELETE' && !(binding.filter.column in row)) return true;
  const type = info?.columns.find((c) => c.name === binding.filter!.column)?.type ?? 'text';
  return rowMatches(binding.filter, row, type);
}

function changeData(change: QueuedChange, info: TableInfo | null, errors: string[] | null) {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.committedAt.toISOString(),
    type: change.op,
    columns: info?.columns ?? [],
  };
  if (change.op !== 'DELETE') data.record = errors ? {} : change.record;
  if (change.op !== 'INSERT') {
    data.old_record = errors ? {} : change.op === 'DELETE' ? deletedRecord(change, info) : change.oldRecord;
  }
  data.errors = errors;
  return data;
}

/**
 * A deleted row cannot be checked against RLS, so on a table with row-level
 * security Supabase sends only its primary key, whatever the replica identity.
 */
function deletedRecord(change: QueuedChange, info: TableInfo | null): Record<string, unknown> | null {
  const old = change.oldRecord;
  if (!old || !info?.rowSecurity) return old;
  return Object.fromEntries(info.primaryKey.filter((k) => k in old).map((k) => [k, old[k]]));
}
