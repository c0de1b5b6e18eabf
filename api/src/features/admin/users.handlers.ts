import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AppContext } from '../../lib/context.ts';
import { input, query } from '../../middleware/validate.ts';
import { SelectPlan } from '../subscriptions/index.ts';
import { RoleChange, UserList } from './admin.schema.ts';
import { presentAdminUser, presentDeletePreview, USER_CSV_COLUMNS, userCsvRow } from './admin.presenter.ts';
import { assignPlan, cancelSubscription, changeRole, deleteUser, findUser } from './admin-users.service.ts';
import { countUsers, deletePreview, userRow, userRows } from './admin-users.queries.ts';
import { csvStream } from '../../lib/csv.ts';

/**
 * The user-management calls, the same for the admin panel (/api/admin) and the platform admin
 * (/api/platform-admin); the routers put their own guard in front.
 */
export const offsetOf = (list: { page: number; pageSize: number }) => ({ limit: list.pageSize, offset: (list.page - 1) * list.pageSize });

export async function listUsers(ctx: AppContext) {
  const list = query(ctx, UserList);
  const [rows, total] = await Promise.all([userRows(ctx.state.em, list, offsetOf(list)), countUsers(ctx.state.em, list.q)]);
  ctx.set('X-Total-Count', String(total));
  ctx.body = rows.map(presentAdminUser);
}

export async function exportUsers(ctx: AppContext) {
  const list = query(ctx, UserList);
  const em = ctx.state.em;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment('foydalanuvchilar.csv');
  ctx.body = csvStream(USER_CSV_COLUMNS, (offset, limit) => userRows(em, list, { offset, limit }), userCsvRow);
}

export async function previewDelete(ctx: AppContext) {
  const user = await findUser(ctx.state.em, ctx.params.userId ?? '');
  ctx.body = presentDeletePreview(await deletePreview(ctx.state.em, user.id));
}

/** The changed user, as the users table shows it. */
async function presentChanged(ctx: AppContext, userId: string) {
  const row = await userRow(ctx.state.em, userId);
  if (!row) throw new AppError('not_found', uz.notFound.user);
  return presentAdminUser(row);
}

export async function setRole(ctx: AppContext) {
  const user = await changeRole(ctx.state.em, ctx.params.userId ?? '', input(ctx, RoleChange).role, actorOf(ctx));
  ctx.body = await presentChanged(ctx, user.id);
}

export function setPlan({ replace }: { replace: boolean }) {
  return async (ctx: AppContext) => {
    const user = await findUser(ctx.state.em, ctx.params.userId ?? '');
    await assignPlan(ctx.state.em, user.id, input(ctx, SelectPlan).planId, actorOf(ctx), { replace });
    ctx.deps.providerChanged(user.id);
    ctx.body = await presentChanged(ctx, user.id);
  };
}

export async function endPlan(ctx: AppContext) {
  const user = await findUser(ctx.state.em, ctx.params.userId ?? '');
  await cancelSubscription(ctx.state.em, user.id, actorOf(ctx));
  ctx.deps.providerChanged(user.id);
  ctx.body = await presentChanged(ctx, user.id);
}

export async function removeUser(ctx: AppContext) {
  const user = await findUser(ctx.state.em, ctx.params.userId ?? '');
  await deleteUser(ctx.state.em, user.id, actorOf(ctx));
  // Bookings announce no change by themselves; the clients' cancel notices go out now.
  ctx.deps.providerChanged(user.id);
  ctx.deps.notify();
  ctx.status = 204;
}
