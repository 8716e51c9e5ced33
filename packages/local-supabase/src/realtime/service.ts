import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { SESSION_ENDED_CHANNEL } from '../auth/domain/live-session';
import { resolveRequestAuth } from '../gateway/api-key';
import type { Service, ServiceContext, ServiceDefinition } from '../service-contract';
import { realtimeSchemaSql } from './schema';
import { broadcastRoutes } from './broadcast-api';
import { ChangeFeed } from './change-feed';
import { Hub } from './hub';
import { SUPPORTED_VSN, type Vsn } from './protocol';
import { RealtimeQuotas } from './quotas';
import { SocketSession } from './socket-session';

export interface RealtimeOptions {
  /** Sockets silent this long are dropped (clients heartbeat every 25 s). */
  idleTimeoutMs?: number;
}

const MAX_FRAME_BYTES = 1024 * 1024;
const WEBSOCKET_PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/websocket/']);

function refuse(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error });
  const reason = status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Realtime at /realtime/v1: the Phoenix WebSocket and the REST broadcast API. */
export async function createRealtimeService(
  ctx: ServiceContext,
  options: RealtimeOptions = {},
): Promise<Service> {
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const feed: ChangeFeed = new ChangeFeed(
    ctx.db,
    (changes) => hub.deliver(changes),
    ctx.log,
    ctx.realtimeFallbackPollMs,
  );
  const hub = new Hub(ctx.db, feed, ctx.log);
  await feed.start();

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sessions = new Set<SocketSession>();
  const quotas = new RealtimeQuotas(
    ctx.clock,
    () => ctx.config.realtime,
    (asking) => [...sessions].filter((s) => s !== asking && s.channels.size > 0).length,
  );
  const sweeper = setInterval(
    () => {
      const cutoff = Date.now() - idleTimeoutMs;
      for (const session of sessions) if (session.lastSeen < cutoff) session.terminate();
    },
    Math.max(50, Math.floor(idleTimeoutMs / 4)),
  );
  sweeper.unref();
  const unlisten = await ctx.db.listen(SESSION_ENDED_CHANNEL, (sessionId) => {
    for (const session of sessions) session.endSession(sessionId);
  });

  return {
    app: broadcastRoutes(ctx.db, hub, ctx.keys.signingKeys.verification),
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!WEBSOCKET_PATHS.has(url.pathname)) return refuse(socket, 404, 'Not Found');
      const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
      if (!apikey) return refuse(socket, 401, 'API key is missing');
      const auth = resolveRequestAuth(ctx.keys, apikey, undefined);
      if (!auth.apikeyRole || !auth.token) return refuse(socket, 401, 'Invalid API key');
      const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
      if (!SUPPORTED_VSN.includes(vsnParam as Vsn))
        return refuse(socket, 400, `Unsupported vsn: ${vsnParam}`);
      const apikeyToken = auth.token;
      wss.handleUpgrade(req, socket, head, (ws) => {
        const session = new SocketSession(ws, vsnParam as Vsn, {
          db: ctx.db,
          hub: hub,
          feed,
          log: ctx.log,
          jwtKeys: ctx.keys.signingKeys.verification,
          apikeyToken,
          quotas,
        });
        sessions.add(session);
        ws.on('close', () => sessions.delete(session));
      });
    },
    async reload() {
      await feed.refresh();
      await ctx.db.query('delete from realtime.changes');
    },
    async close() {
      clearInterval(sweeper);
      await unlisten();
      for (const session of sessions) session.terminate();
      await feed.stop();
      wss.close();
    },
  };
}

/** Realtime at /realtime/v1, bringing the `realtime` schema and its change queue. */
export const realtimeService: ServiceDefinition = {
  prefix: '/realtime/v1',
  schemaSql: realtimeSchemaSql,
  // Hosted Realtime's migrations make its own `realtime`; the local Realtime serves from this one.
  hostedSchemaSql: realtimeSchemaSql,
  create: (ctx) => createRealtimeService(ctx),
};
