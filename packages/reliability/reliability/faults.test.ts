import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWith, projectDir, startBackend } from '../src/backend';
import { copyProject, killHard, startChildBackend, stopChild, type ChildBackend } from '../src/child-backend';
import { freePort, startRelay, type Relay } from '../src/proxy';
import { waitUntil } from '../src/subscriber';
import { startWebhookReceiver, type WebhookReceiver } from '../src/webhook-receiver';
import { createWorkspace, seedBoard, signUp, type Board, type Person } from '../src/world';

/** A request to a child backend's data API as the service role, its rows returned. */
async function request<T>(
  b: ChildBackend,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${b.apiUrl}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: b.serviceRoleKey,
      authorization: `Bearer ${b.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('fault: the backend is killed with SIGKILL during a stream of writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teamboard-sigkill-'));
  let backend: ChildBackend | undefined;
  afterAll(async () => {
    if (backend) await stopChild(backend.process);
    rmSync(dir, { recursive: true, force: true });
  });

  const service = (b: ChildBackend) => ({
    apikey: b.serviceRoleKey,
    authorization: `Bearer ${b.serviceRoleKey}`,
    'content-type': 'application/json',
    prefer: 'return=representation',
  });
  const post = async <T>(b: ChildBackend, table: string, row: unknown): Promise<T> => {
    const res = await fetch(`${b.apiUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: service(b),
      body: JSON.stringify(row),
    });
    if (res.status !== 201) throw new Error(`POST ${table}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as T[])[0]!;
  };

  it('keeps every acknowledged write and opens cleanly on the same data folder', async () => {
    copyProject(projectDir, dir, ['migrations'], await freePort());
    const port = await freePort();
    const dbPort = await freePort();
    backend = await startChildBackend(dir, port, dbPort);

    const ws = await post<{ id: string }>(backend, 'workspaces', { name: 'Crash test', slug: 'crash-test' });
    const board = await post<{ id: string }>(backend, 'boards', { workspace_id: ws.id, name: 'Writes' });
    const list = await post<{ id: string }>(backend, 'lists', {
      board_id: board.id,
      name: 'Todo',
      position: 1,
    });

    const acknowledged: string[] = [];
    let failedAfterKill = 0;
    let stop = false;
    const current = backend;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const card = await post<{ id: string }>(current, 'cards', {
            board_id: board.id,
            list_id: list.id,
            title: `writer ${w} card ${i}`,
            position: i,
          });
          acknowledged.push(card.id);
        } catch {
          // Refused or cut off by the kill: not acknowledged, so nothing is promised about it.
          failedAfterKill++;
          return;
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    await waitUntil(() => acknowledged.length >= 40, 60_000, '40 acknowledged writes');
    await killHard(backend.process);
    stop = true;
    await Promise.all(writers);
    expect(failedAfterKill, 'writes in flight when the process died').toBeGreaterThan(0);

    backend = await startChildBackend(dir, port, dbPort);
    const res = await fetch(`${backend.apiUrl}/rest/v1/cards?select=id&board_id=eq.${board.id}`, {
      headers: service(backend),
    });
    expect(res.status).toBe(200);
    const kept = new Set(((await res.json()) as { id: string }[]).map((r) => r.id));
    const lost = acknowledged.filter((id) => !kept.has(id));
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);

    // Opens cleanly: every table reads, and it takes new writes.
    for (const table of ['workspaces', 'boards', 'lists', 'cards', 'activity', 'profiles']) {
      const r = await fetch(`${backend.apiUrl}/rest/v1/${table}?select=*&limit=1`, {
        headers: service(backend),
      });
      expect(r.status, table).toBe(200);
    }
    await post(backend, 'cards', {
      board_id: board.id,
      list_id: list.id,
      title: 'after the crash',
      position: -1,
    });
  });
});

describe('fault: the backend is killed while the scheduler creates recurring cards', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teamboard-recurrences-'));
  const BOARDS = 2;
  const RULES_PER_BOARD = 500;
  const DAYS_BEHIND = 4;
  const EXPECTED = BOARDS * RULES_PER_BOARD * DAYS_BEHIND;
  let backend: ChildBackend | undefined;
  afterAll(async () => {
    if (backend) await stopChild(backend.process);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every row, a page at a time: the API answers at most max_rows (1,000) per request. */
  const all = async <T>(b: ChildBackend, path: string) => {
    const rows: T[] = [];
    for (let page: T[] = []; rows.length === 0 || page.length === 1000;) {
      page = await request<T[]>(b, `${path}&order=id&limit=1000&offset=${rows.length}`);
      rows.push(...page);
      if (page.length === 0) break;
    }
    return rows;
  };
  const occurrences = (b: ChildBackend) =>
    all<{ recurrence_id: string; occurrence_at: string; card_id: string | null }>(
      b,
      'card_occurrences?select=recurrence_id,occurrence_at,card_id',
    );
  /** Polls until `check` holds, without a fixed sleep: each round is one request to the backend. */
  const pollUntil = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    }
  };
  /** Processes whose parent is `pid` (the backend's function workers). */
  const childrenOf = (pid: number) =>
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
        } catch {
          return false; // gone meanwhile
        }
      })
      .map(Number);
  /** Running, not gone and not a zombie waiting for whoever inherited it to reap it. */
  const alive = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[0] !== 'Z';
    } catch {
      return false;
    }
  };

  it('creates every occurrence exactly once after the restart', async () => {
    copyProject(projectDir, dir, ['migrations', 'functions'], await freePort());
    const port = await freePort();
    const dbPort = await freePort();
    backend = await startChildBackend(dir, port, dbPort);

    // 1,000 daily rules, each four occurrences behind: the cron job (every 10 s, through pg_net)
    // finds them due and the expander makes 4,000 copies in four batches of 1,000. The database
    // answers one statement at a time, so the poll below sees the first batch at the latest
    // after the second: the kill lands with batches still to come.
    const [ws] = await request<{ id: string }[]>(backend, 'workspaces', {
      method: 'POST',
      body: { name: 'Recurring crash', slug: 'recurring-crash' },
    });
    const dtstart = new Date(Date.now() - DAYS_BEHIND * 86_400_000 + 3_600_000);
    const before = new Date(dtstart.getTime() - 1000).toISOString();
    for (let b = 0; b < BOARDS; b++) {
      const [board] = await request<{ id: string }[]>(backend, 'boards', {
        method: 'POST',
        body: { workspace_id: ws!.id, name: `Chores ${b}` },
      });
      const [list] = await request<{ id: string }[]>(backend, 'lists', {
        method: 'POST',
        body: { board_id: board!.id, name: 'Todo', position: 1 },
      });
      const cards = await request<{ id: string }[]>(backend, 'cards', {
        method: 'POST',
        body: Array.from({ length: RULES_PER_BOARD }, (_, i) => ({
          board_id: board!.id,
          list_id: list!.id,
          title: `Chore ${b}.${i}`,
          position: i + 1,
        })),
      });
      await request(backend, 'card_recurrences', {
        method: 'POST',
        body: cards.map((card) => ({
          card_id: card.id,
          board_id: board!.id,
          rrule: 'FREQ=DAILY',
          dtstart: dtstart.toISOString(),
          // UTC: a daily rule is then 24 h apart whatever the date of the run.
          time_zone: 'UTC',
          mode: 'copy',
          expanded_until: before,
          next_at: before,
        })),
      });
    }

    // Killed once the first batch is in and before the last one is.
    let atKill = 0;
    const first = backend;
    await pollUntil(
      async () =>
        (atKill = (await request<unknown[]>(first, 'card_occurrences?select=id&limit=1')).length) > 0,
      300_000,
      'the scheduler to create the first occurrences',
    );
    const workers = childrenOf(backend.process.pid!);
    await killHard(backend.process);
    expect(atKill, 'the scheduler had started').toBe(1);
    // Its function workers end with it rather than living on as orphans.
    await waitUntil(() => !workers.some(alive), 10_000, "the killed backend's workers to end");

    backend = await startChildBackend(dir, port, dbPort);
    const current = backend;
    // Read before the job's first run after the start (10 s on): what the kill left.
    const left = await occurrences(current);
    expect(left.length, 'occurrences when the backend was killed').toBeLessThan(EXPECTED);
    // The restart voids the killed run's leases: the next cron run takes up every rule. A rule
    // moves on in the same transaction as its occurrences, so none due means all are written.
    const due = () => `card_recurrences?select=id&next_at=lt.${new Date().toISOString()}&limit=1`;
    await pollUntil(
      async () => (await request<unknown[]>(current, due())).length === 0,
      300_000,
      'the scheduler to finish after the restart',
    );
    const made = await occurrences(current);
    expect(made).toHaveLength(EXPECTED);
    expect(new Set(made.map((o) => `${o.recurrence_id} ${o.occurrence_at}`)).size).toBe(EXPECTED);
    const copies = await all<{ id: string; due_at: string }>(
      current,
      'cards?select=id,due_at&due_at=not.is.null',
    );
    expect(copies).toHaveLength(EXPECTED);
    const byCard = new Map(made.map((o) => [o.card_id, o.occurrence_at]));
    for (const copy of copies) {
      expect(new Date(byCard.get(copy.id)!).getTime(), copy.id).toBe(new Date(copy.due_at).getTime());
    }
    // Two backend starts with every migration, and the scheduler's cold start twice, on a loaded machine.
  }, 600_000);
});

describe('fault: the backend is killed mid-delivery and mid-automation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teamboard-webhooks-'));
  // More than the writers can move before the kill, which comes after the first 30.
  const CARDS = 400;
  const COMMENT = 'Done, says the rule';
  let backend: ChildBackend | undefined;
  let receiver: WebhookReceiver | undefined;
  afterAll(async () => {
    if (backend) await stopChild(backend.process);
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pollUntil = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    }
  };

  it('loses no event, keeps each delivery’s webhook-id and applies each rule once after the restart', async () => {
    copyProject(projectDir, dir, ['migrations'], await freePort());
    const port = await freePort();
    const dbPort = await freePort();
    backend = await startChildBackend(dir, port, dbPort);
    receiver = await startWebhookReceiver();

    // An admin signed in through the real Auth API, acting through supabase-js as the board would.
    const session = await createUserWithSession(backend, 'admin@example.test', 'Correct-horse-42');
    const admin = clientWith(backend, session.access_token);
    const { data: ws, error: wsError } = await admin
      .rpc('create_workspace', { name: 'Hooks crash', slug: 'hooks-crash' })
      .single<{ id: string }>();
    expect(wsError).toBeNull();
    const [board] = await request<{ id: string }[]>(backend, 'boards', {
      method: 'POST',
      body: { workspace_id: ws!.id, name: 'Crash' },
    });
    const [todo, done] = await request<{ id: string; name: string }[]>(backend, 'lists', {
      method: 'POST',
      body: [
        { board_id: board!.id, name: 'Todo', position: 1 },
        { board_id: board!.id, name: 'Done', position: 2 },
      ],
    });
    const cards = await request<{ id: string }[]>(backend, 'cards', {
      method: 'POST',
      body: Array.from({ length: CARDS }, (_, i) => ({
        board_id: board!.id,
        list_id: todo!.id,
        title: `Task ${i}`,
        position: i + 1,
      })),
    });
    const { data: rule, error: ruleError } = await admin
      .from('automation_rules')
      .insert({
        board_id: board!.id,
        name: 'Done means complete',
        trigger: { type: 'card_moved', list_id: done!.id },
        actions: [{ type: 'complete' }, { type: 'comment', body: COMMENT }],
      })
      .select('id')
      .single<{ id: string }>();
    expect(ruleError).toBeNull();
    // Every event type: the moves, and what the rule does (completions, comments, rule.applied).
    const created = (await admin.rpc('create_webhook', {
      url: receiver.url,
      target_board_id: board!.id,
    })) as { data: { id: string; secret: string; created_at: string } | null; error: unknown };
    expect(created.error).toBeNull();
    const webhook = created.data!;
    receiver.secret = webhook.secret;
    // Answers held back: what was sent before the kill is never heard back from.
    receiver.holding = true;

    // Three people move cards to Done, one after another each; every move runs the rule in its transaction.
    const acknowledged: string[] = [];
    let stop = false;
    const current = backend;
    const writer = async (w: number) => {
      const mover = clientWith(current, session.access_token);
      for (let i = w; i < CARDS && !stop; i += 3) {
        const { error } = await mover.rpc('move_card', { card_id: cards[i]!.id, list_id: done!.id });
        // Refused or cut off by the kill: not acknowledged, so nothing is promised about it.
        if (error) return;
        acknowledged.push(cards[i]!.id);
      }
    };
    const writers = [0, 1, 2].map(writer);
    await waitUntil(
      () => acknowledged.length >= 30 && receiver!.hooks.length > 0,
      120_000,
      '30 acknowledged moves and a delivery sent',
    );
    await killHard(backend.process);
    stop = true;
    await Promise.all(writers);
    const sentBeforeKill = new Set(receiver.hooks.map((h) => h.webhookId));
    expect(acknowledged.length, 'moves still to make when the process died').toBeLessThan(CARDS);
    receiver.release();

    backend = await startChildBackend(dir, port, dbPort);
    const after = backend;
    // Nothing unfinished: every delivery answered (those sent before the kill are sent again).
    await pollUntil(
      async () =>
        (await request<unknown[]>(after, 'webhook_deliveries?select=id&status=in.(pending,sending)&limit=1'))
          .length === 0,
      300_000,
      'every delivery to be finished after the restart',
    );

    // Every acknowledged move kept, with its rule applied once: one run, one comment, completed.
    const moved = await request<{ id: string; completed_at: string | null }[]>(
      after,
      `cards?select=id,completed_at&list_id=eq.${done!.id}`,
    );
    const inDone = new Set(moved.map((c) => c.id));
    expect(acknowledged.filter((id) => !inDone.has(id))).toEqual([]);
    expect(moved.filter((c) => c.completed_at === null)).toEqual([]);
    const runs = await request<{ card_id: string; outcome: string }[]>(
      after,
      `automation_rule_runs?select=card_id,outcome&rule_id=eq.${rule!.id}`,
    );
    const comments = await request<{ card_id: string }[]>(
      after,
      `comments?select=card_id&body=eq.${encodeURIComponent(COMMENT)}`,
    );
    const count = (ids: string[]) =>
      ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
    const once = new Map([...inDone].map((id) => [id, 1]));
    expect(runs.every((r) => r.outcome === 'applied')).toBe(true);
    expect(count(runs.map((r) => r.card_id))).toEqual(once);
    expect(count(comments.map((c) => c.card_id))).toEqual(once);

    // Every event since the webhook has one delivery, delivered; the receiver got each one under
    // that delivery's id only, and each id carried that one event.
    const events = await request<{ id: string; card_id: string | null; type: string }[]>(
      after,
      `events?select=id,card_id,type&board_id=eq.${board!.id}&occurred_at=gte.${encodeURIComponent(webhook.created_at)}&limit=1000`,
    );
    expect(events.length, 'fewer than a page of events').toBeLessThan(1000);
    expect(events.filter((e) => e.type === 'card.moved')).toHaveLength(inDone.size);
    expect(events.filter((e) => e.type === 'comment.added')).toHaveLength(inDone.size);
    const deliveries = await request<{ id: string; event_id: string; status: string; attempts: number }[]>(
      after,
      `webhook_deliveries?select=id,event_id,status,attempts&webhook_id=eq.${webhook.id}&limit=1000`,
    );
    expect(deliveries.map((d) => d.event_id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(deliveries.filter((d) => d.status !== 'delivered')).toEqual([]);
    const idsOfEvent = new Map<string, Set<string>>();
    const eventsOfId = new Map<string, Set<string>>();
    for (const h of receiver.hooks) {
      idsOfEvent.set(h.event.id, (idsOfEvent.get(h.event.id) ?? new Set()).add(h.webhookId));
      eventsOfId.set(h.webhookId, (eventsOfId.get(h.webhookId) ?? new Set()).add(h.event.id));
    }
    expect(receiver.refused).toBe(0);
    for (const d of deliveries) expect(idsOfEvent.get(d.event_id), d.event_id).toEqual(new Set([d.id]));
    expect([...eventsOfId.values()].filter((s) => s.size !== 1)).toEqual([]);
    // The kill did land mid-delivery: what was sent unanswered went again, under the same id.
    const again = deliveries.filter((d) => sentBeforeKill.has(d.id));
    expect(again.length).toBeGreaterThan(0);
    for (const d of again) expect(d.attempts, d.id).toBeGreaterThan(1);
    // Two backend starts with every migration on a loaded machine, and the wait for retries.
  }, 600_000);
});

describe('fault: a client’s connection drops mid-subscription', () => {
  let backend: LocalSupabase;
  let relay: Relay;
  let member: Person;
  let board: Board;
  beforeAll(async () => {
    backend = await startBackend();
    member = await signUp(backend, 'member');
    const ws = await createWorkspace(backend, member);
    board = await seedBoard(backend, ws, { cards: 10, assignees: [member.id] });
    relay = await startRelay(Number(new URL(backend.apiUrl).port));
  });
  afterAll(async () => {
    await relay?.close();
    await backend?.stop();
  });

  it('rejoins on its own and catches up through a refetch', async () => {
    // The client reaches the backend only through the relay, so cutting the relay is its network dropping.
    const client = clientWith(
      { apiUrl: `http://127.0.0.1:${relay.port}`, anonKey: backend.anonKey },
      member.token,
    );
    await client.realtime.setAuth(member.token);
    const view = new Map<string, string>();
    const refetch = async () => {
      const { data, error } = await client.from('cards').select('id,title').eq('board_id', board.boardId);
      if (error) throw new Error(error.message);
      view.clear();
      for (const c of data as { id: string; title: string }[]) view.set(c.id, c.title);
    };
    let joins = 0;
    const statuses: string[] = [];
    await new Promise<void>((resolve) => {
      client
        .channel(`board:${board.boardId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'cards', filter: `board_id=eq.${board.boardId}` },
          (p) => {
            const row = p.new as { id?: string; title?: string };
            if (row.id && row.title) view.set(row.id, row.title);
          },
        )
        .subscribe((status) => {
          statuses.push(String(status));
          if (String(status) === 'SUBSCRIBED') {
            joins++;
            // What the board view does on every (re)join: changes missed while away are not replayed.
            void refetch().then(resolve);
          }
        });
    });
    expect(view.size).toBe(10);

    const edit = (id: string, title: string) =>
      backend.db.query('update public.cards set title = $2 where id = $1', [id, title]);
    await edit(board.cardIds[0]!, 'before the drop');
    await waitUntil(() => view.get(board.cardIds[0]!) === 'before the drop', 10_000, 'the first change');

    expect(relay.cut()).toBeGreaterThan(0);
    // Changes while the client is away: it cannot hear them live.
    for (let i = 1; i < 6; i++) await edit(board.cardIds[i]!, `while away ${i}`);
    await waitUntil(() => joins >= 2, 60_000, 'the client to rejoin');
    await waitUntil(
      () => [1, 2, 3, 4, 5].every((i) => view.get(board.cardIds[i]!) === `while away ${i}`),
      10_000,
      'the refetch to catch up',
    );
    await edit(board.cardIds[9]!, 'after the rejoin');
    await waitUntil(
      () => view.get(board.cardIds[9]!) === 'after the rejoin',
      10_000,
      'live changes after the rejoin',
    );
    const { rows } = await backend.db.query<{ id: string; title: string }>(
      'select id, title from public.cards where board_id = $1',
      [board.boardId],
    );
    expect(Object.fromEntries(view)).toEqual(Object.fromEntries(rows.map((r) => [r.id, r.title])));
    expect(statuses).toContain('CHANNEL_ERROR');
    await client.removeAllChannels();
  });
});

describe('fault: an edge function hangs', () => {
  const TIMEOUT_MS = 3000;
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startBackend({
      projectDir: fileURLToPath(new URL('../test/fixtures/functions', import.meta.url)),
      migrate: false,
      config: { edgeRuntime: { timeoutMs: TIMEOUT_MS } },
    });
  });
  afterAll(() => backend?.stop());

  it('is killed at its timeout while other requests keep being served', async () => {
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    // Boots the worker once, so the figures below are about serving, not starting Deno.
    expect((await fetch(`${backend.apiUrl}/functions/v1/hello`, { headers })).status).toBe(200);
    const started = performance.now();
    const hanging = fetch(`${backend.apiUrl}/functions/v1/hang`, { headers }).then(async (r) => ({
      status: r.status,
      body: await r.text(),
      after: performance.now() - started,
    }));
    let served = 0;
    while (performance.now() - started < TIMEOUT_MS - 500) {
      const [fn, auth] = await Promise.all([
        fetch(`${backend.apiUrl}/functions/v1/hello`, { headers }),
        fetch(`${backend.apiUrl}/auth/v1/settings`, { headers }),
      ]);
      expect(fn.status).toBe(200);
      expect(await fn.json()).toEqual({ hello: 'world' });
      expect(auth.status).toBe(200);
      await auth.text();
      served++;
    }
    const hung = await hanging;
    expect(served).toBeGreaterThan(5);
    expect(hung.status).toBe(546);
    expect(JSON.parse(hung.body)).toMatchObject({ code: 'WORKER_LIMIT' });
    expect(hung.after).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(hung.after).toBeLessThan(TIMEOUT_MS + 5000);
    // And it still serves the function that hung, afresh.
    expect((await fetch(`${backend.apiUrl}/functions/v1/hello`, { headers })).status).toBe(200);
  });
});
