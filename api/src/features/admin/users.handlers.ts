import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AppContext } from '../../lib/context.ts';
import { csvStream } from '../../lib/csv.ts';
import type { SelectPlan } from '../subscriptions/index.ts';
import { presentAdminUser, presentDeletePreview, USER_CSV_COLUMNS, userCsvRow } from './admin.presenter.ts';
import type { RoleChange, UserList } from './admin.schema.ts';
import { countUsers, deletePreview, userRow, userRows } from './admin-users.queries.ts';
import { assignPlan, cancelSubscription, changeRole, deleteUser, findUser } from './admin-users.service.ts';

/**
 * The user-management calls, the same for the admin panel (/api/admin) and the platform admin
 * (/api/platform-admin); each mounts them on its own contracts behind its own guard.
 */
export const offsetOf = (list: { page: number; pageSize: number }) => ({ limit: list.pageSize, offset: (list.page - 1) * list.pageSize });

type OfUser = { params: { userId: string } };

export async function listUsers(ctx: AppContext, { query }: { query: UserList }) {
  const [rows, total] = await Promise.all([userRows(ctx.state.em, query, offsetOf(query)), countUsers(ctx.state.em, query.q)]);
  ctx.set('X-Total-Count', String(total));
  return rows.map(presentAdminUser);
}

export async function exportUsers(ctx: AppContext, { query }: { query: UserList }) {
  const em = ctx.state.em;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment('foydalanuvchilar.csv');
  ctx.body = csvStream(USER_CSV_COLUMNS, (offset, limit) => userRows(em, query, { offset, limit }), userCsvRow);
}

export async function previewDelete(ctx: AppContext, { params }: OfUser) {
  const user = await findUser(ctx.state.em, params.userId);
  return presentDeletePreview(await deletePreview(ctx.state.em, user.id));
}

/** The changed user, as the users table shows it. */
async function presentChanged(ctx: AppContext, userId: string) {
  const row = await userRow(ctx.state.em, userId);
  if (!row) throw new AppError('not_found', uz.notFound.user);
  return presentAdminUser(row);
}

export async function setRole(ctx: AppContext, { params, body }: OfUser & { body: RoleChange }) {
  const user = await changeRole(ctx.state.em, params.userId, body.role, actorOf(ctx));
  return presentChanged(ctx, user.id);
}

export function setPlan({ replace }: { replace: boolean }) {
  return async (ctx: AppContext, { params, body }: OfUser & { body: SelectPlan }) => {
    const user = await findUser(ctx.state.em, params.userId);
    await assignPlan(ctx.state.em, user.id, body.planId, actorOf(ctx), { replace });
    ctx.deps.providerChanged(user.id);
    return presentChanged(ctx, user.id);
  };
}

export async function endPlan(ctx: AppContext, { params }: OfUser) {
  const user = await findUser(ctx.state.em, params.userId);
  await cancelSubscription(ctx.state.em, user.id, actorOf(ctx));
  ctx.deps.providerChanged(user.id);
  return presentChanged(ctx, user.id);
}

export async function removeUser(ctx: AppContext, { params }: OfUser) {
  const user = await findUser(ctx.state.em, params.userId);
  await deleteUser(ctx.state.em, user.id, actorOf(ctx));
  // Bookings announce no change by themselves; the clients' cancel notices go out now.
  ctx.deps.providerChanged(user.id);
  ctx.deps.notify();
}
