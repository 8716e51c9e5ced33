import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  readJsonBody,
  type JsonObject,
} from '../plumbing/body';
import { requireAdmin, type AuthContext } from '../plumbing/context';
import { AuthError, emailExists, validationFailed } from '../plumbing/errors';
import { prepareEmail, type PreparedEmail } from '../domain/mailer';
import { resolveRedirect } from '../domain/redirect';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  userJson,
  type UserRow,
} from '../domain/users';
import { checkPassword, hashPassword, normalizeEmail } from '../plumbing/validate';

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

/** Go's duration syntax as GoTrue reads `ban_duration` ("24h", "1h30m", "none"). */
function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
    throw validationFailed('ban_duration: invalid format');
  }
  const factor: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return parts.reduce((sum, p) => sum + Number(p[1]) * factor[p[2]!]!, 0);
}

async function loadUser(db: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

/** Fields an admin may set on create and update. */
async function applyAdminAttributes(tx: Queryable, ctx: ServiceContext, user: UserRow, body: JsonObject) {
  const password = optionalString(body, 'password');
  if (password !== undefined) {
    checkPassword(password, ctx.config.auth);
    await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
      user.id,
      await hashPassword(password),
    ]);
  }
  const userMetadata = optionalObject(body, 'user_metadata');
  if (userMetadata) {
    await tx.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
      [user.id, JSON.stringify(userMetadata)],
    );
  }
  const appMetadata = optionalObject(body, 'app_metadata');
  if (appMetadata) {
    await tx.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
      [user.id, JSON.stringify(appMetadata)],
    );
  }
  const role = optionalString(body, 'role');
  if (role) await tx.query('update auth.users set role = $2 where id = $1', [user.id, role]);
  const ban = optionalString(body, 'ban_duration');
  if (ban) {
    const ms = parseBanDuration(ban);
    await tx.query(
      `update auth.users set banned_until = case when $2::float8 is null then null
         else now() + make_interval(secs => $2::float8 / 1000) end where id = $1`,
      [user.id, ms],
    );
    // A banned user's sessions end now, as GoTrue revokes them.
    if (ms !== null) await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  if (optionalBoolean(body, 'email_confirm') === true) await confirmEmail(tx, user.id);
  await tx.query('update auth.users set updated_at = now() where id = $1', [user.id]);
}

/** GoTrue's page size when `per_page` is absent. */
const DEFAULT_PER_PAGE = 50;

/** `page` / `per_page` as GoTrue reads them: unsigned integers, anything else a 400. */
function paginationParam(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw validationFailed(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  }
  return Number(value);
}

/** `sort=created_at [asc|desc]` (repeatable); newest first by default, so a new user is on page 1. */
function sortOrder(values: string[] | undefined): string {
  if (!values || values.length === 0) return 'created_at desc, id desc';
  return values
    .map((value) => {
      const [field, dir] = value.split(' ', 2) as [string, string | undefined];
      if (field !== 'created_at')
        throw validationFailed(`Bad Sort Parameters: bad field for sort '${field}'`);
      const direction = (dir ?? 'desc').toLowerCase();
      if (direction !== 'asc' && direction !== 'desc') {
        throw validationFailed(
          `Bad Sort Parameters: bad direction for sort '${dir}', only 'asc' and 'desc' allowed`,
        );
      }
      return `created_at ${direction}`;
    })
    .concat('id desc')
    .join(', ');
}

/**
 * GoTrue's Link header: the request's own path and query (as GoTrue sees it,
 * without the /auth/v1 prefix) with `page` set to the next and the last page.
 */
function paginationLinks(url: URL, page: number, perPage: number, total: number): string {
  const totalPages = Math.ceil(total / perPage);
  const query = new URLSearchParams(url.search);
  const link = (p: number) => {
    query.set('page', String(p));
    const sorted = new URLSearchParams([...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return `</admin/users?${sorted.toString()}>`;
  };
  let header = '';
  if (totalPages > page) header += `${link(page + 1)}; rel="next", `;
  return `${header}${link(totalPages)}; rel="last"`;
}

/** The service-role-only /admin endpoints. */
export function adminRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext): void {
  app.use('/admin/*', async (c: AuthContext, next) => {
    await requireAdmin(c, ctx);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = paginationParam(c.req.query('page'), 1);
    const perPage = paginationParam(c.req.query('per_page'), DEFAULT_PER_PAGE) || 1;
    const order = sortOrder(c.req.queries('sort'));
    const filter = c.req.query('filter') ?? '';
    // GoTrue's filter: a substring of the email or of user_metadata.full_name.
    const params: unknown[] = filter ? [`%${filter}%`] : [];
    const where = filter ? `where (email like $1 or raw_user_meta_data->>'full_name' ilike $1)` : '';
    const { rows: count } = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from auth.users ${where}`,
      params,
    );
    const total = Number(count[0]?.n ?? 0);
    const { rows } = await ctx.db.query<UserRow>(
      `select * from auth.users ${where} order by ${order}
       limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, perPage, (Math.max(page, 1) - 1) * perPage],
    );
    const users = [];
    for (const row of rows) users.push(await userJson(ctx.db, row));
    c.header('Link', paginationLinks(new URL(c.req.url), Math.max(page, 1), perPage, total));
    c.header('X-Total-Count', String(total));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await readJsonBody(c);
    if (optionalString(body, 'phone'))
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
    const email = normalizeEmail(rawEmail);
    const password = optionalString(body, 'password');
    if (password !== undefined) checkPassword(password, ctx.config.auth);
    const id = optionalString(body, 'id');
    if (id !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw validationFailed('id must be a UUID');
    }
    const user = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailExists();
      const row = await insertUser(tx, {
        id,
        email,
        passwordHash: null,
        userMetadata: optionalObject(body, 'user_metadata') ?? {},
        confirmed: optionalBoolean(body, 'email_confirm') === true,
        origin: 'admin',
      });
      await applyAdminAttributes(tx, ctx, row, {
        ...body,
        user_metadata: undefined,
        email_confirm: undefined,
      });
      return userJson(tx, await loadUser(tx, row.id));
    });
    return c.json(user);
  });

  app.get('/admin/users/:id', async (c) =>
    c.json(await userJson(ctx.db, await loadUser(ctx.db, c.req.param('id')))),
  );

  app.put('/admin/users/:id', async (c) => {
    const body = await readJsonBody(c);
    const rawEmail = optionalString(body, 'email');
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const user = await ctx.db.transaction(async (tx) => {
      const row = await loadUser(tx, c.req.param('id'));
      if (email && email !== row.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken) throw emailExists();
        // GoTrue's admin update changes the address only, not user_metadata.
        await tx.query('update auth.users set email = $2::text where id = $1', [row.id, email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
           where user_id = $1 and provider = 'email'`,
          [row.id, email],
        );
      }
      await applyAdminAttributes(tx, ctx, row, body);
      return userJson(tx, await loadUser(tx, row.id));
    });
    return c.json(user);
  });

  app.delete('/admin/users/:id', async (c) => {
    const body = await readJsonBody(c);
    const soft = optionalBoolean(body, 'should_soft_delete') ?? false;
    await ctx.db.transaction(async (tx) => {
      const user = await loadUser(tx, c.req.param('id'));
      if (soft) {
        // GoTrue's soft delete keeps the row for foreign keys but frees the address and ends all sessions.
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, encrypted_password = '', phone = null,
             raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
          [user.id],
        );
        await tx.query('delete from auth.identities where user_id = $1', [user.id]);
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      } else {
        await tx.query('delete from auth.users where id = $1', [user.id]);
      }
    });
    return c.json({});
  });

  app.post('/admin/generate_link', async (c) => {
    const body = await readJsonBody(c);
    const type = optionalString(body, 'type');
    const rawEmail = optionalString(body, 'email');
    if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
    const email = normalizeEmail(rawEmail);
    const redirectTo = resolveRedirect(
      c.req.query('redirect_to') ?? optionalString(body, 'redirect_to'),
      ctx.config.auth,
    );
    const data = optionalObject(body, 'data') ?? {};
    const password = optionalString(body, 'password');
    const rawNewEmail = optionalString(body, 'new_email');
    const result = await ctx.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      let mail: PreparedEmail;
      switch (type) {
        case 'signup': {
          if (user?.email_confirmed_at) throw emailExists();
          if (!password) throw validationFailed('Signup requires a valid password');
          checkPassword(password, ctx.config.auth);
          user ??= await insertUser(tx, {
            email,
            passwordHash: await hashPassword(password),
            userMetadata: data,
            confirmed: false,
            origin: 'admin',
          });
          mail = await prepareEmail(tx, ctx, { userId: user.id, email, kind: 'signup', redirectTo });
          break;
        }
        case 'invite': {
          if (user?.email_confirmed_at) throw emailExists();
          user ??= await insertUser(tx, {
            email,
            passwordHash: null,
            userMetadata: data,
            confirmed: false,
            invited: true,
            origin: 'admin',
          });
          await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
          mail = await prepareEmail(tx, ctx, { userId: user.id, email, kind: 'invite', redirectTo });
          break;
        }
        case 'magiclink':
        case 'recovery': {
          if (!user) throw userNotFound();
          mail = await prepareEmail(tx, ctx, { userId: user.id, email, kind: type, redirectTo });
          break;
        }
        case 'email_change_current':
        case 'email_change_new': {
          if (!user) throw userNotFound();
          if (!rawNewEmail) throw validationFailed('The new email address provided is invalid');
          const newEmail = normalizeEmail(rawNewEmail);
          const taken = await findUserByEmail(tx, newEmail);
          if (taken) throw emailExists();
          await tx.query(
            'update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1',
            [user.id, newEmail],
          );
          const current = await prepareEmail(tx, ctx, {
            userId: user.id,
            email,
            kind: 'email_change_current',
            redirectTo,
            newEmail,
          });
          const next = await prepareEmail(tx, ctx, {
            userId: user.id,
            email: newEmail,
            kind: 'email_change_new',
            redirectTo,
            newEmail,
          });
          mail = type === 'email_change_current' ? current : next;
          break;
        }
        default:
          throw validationFailed(
            'Invalid email action link type requested: signup, invite, magiclink, recovery, email_change_current, email_change_new',
          );
      }
      const userObject = await userJson(tx, await loadUser(tx, user.id));
      return {
        ...userObject,
        action_link: mail.link,
        email_otp: mail.otp,
        hashed_token: mail.hash,
        verification_type: mail.verificationType,
        redirect_to: mail.redirectTo,
      };
    });
    return c.json(result);
  });
}
