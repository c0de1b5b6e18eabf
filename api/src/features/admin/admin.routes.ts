import { actorOf } from '../../lib/context.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import * as api from './admin.contract.ts';
import { type AdminStats, presentActivity, presentAdmin, presentAdminPlan } from './admin.presenter.ts';
import { authenticateAdmin } from './admin-accounts.service.ts';
import { activityRows, countActivity } from './admin-activity.queries.ts';
import { requireAdminPanel } from './admin-guards.ts';
import { allPlans, createPlan, deletePlan, updatePlan } from './admin-plans.service.ts';
import { endAdminSession, loadAdmin, startAdminSession } from './admin-session.ts';
import { bookingsPerDay, money, revenuePerMonth, totals } from './admin-stats.queries.ts';
import { exportUsers, listUsers, offsetOf, previewDelete, removeUser, setPlan, setRole } from './users.handlers.ts';

/** The admin panel (spec.md section 2, "Admin panel"): its own sign-in and session, then everything behind it. */
export const adminPanelRoutes = new ContractRouter();

adminPanelRoutes.mount(api.adminLogin, async (ctx, { body }) => {
  const admin = await authenticateAdmin(ctx.state.em, body, actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  await startAdminSession(ctx, ctx.state.em, admin.id);
  return presentAdmin(admin);
});

adminPanelRoutes.mount(api.adminLogout, async (ctx) => {
  await endAdminSession(ctx, ctx.state.em);
});

adminPanelRoutes.mount(api.getAdminAccount, requireAdminPanel, (ctx) => presentAdmin(ctx.state.admin!));

/**
 * The admin pages' "who is signed in" probe: 200 with `{admin: null}` for a visitor, so opening /admin/login
 * logs no failed request in the console (GET /api/admin/me keeps its 401 for API clients).
 */
adminPanelRoutes.mount(api.getAdminSession, async (ctx) => {
  const admin = await loadAdmin(ctx);
  return { admin: admin ? presentAdmin(admin) : null };
});

adminPanelRoutes.mount(api.getAdminStats, requireAdminPanel, async (ctx) => {
  const em = ctx.state.em;
  const [counts, figures, perDay, perMonth, recentActivity] = await Promise.all([
    totals(em),
    money(em),
    bookingsPerDay(em),
    revenuePerMonth(em),
    activityRows(em, {}, { limit: 10, offset: 0 }),
  ]);
  const stats: AdminStats = {
    ...counts,
    ...figures,
    bookingsPerDay: perDay,
    revenuePerMonth: perMonth,
    recentActivity: recentActivity.map(presentActivity),
  };
  return stats;
});

adminPanelRoutes.mount(api.listUsers, requireAdminPanel, listUsers);
adminPanelRoutes.mount(api.exportUsers, requireAdminPanel, exportUsers);
adminPanelRoutes.mount(api.previewUserDelete, requireAdminPanel, previewDelete);
adminPanelRoutes.mount(api.changeUserRole, requireAdminPanel, setRole);
adminPanelRoutes.mount(api.changeUserPlan, requireAdminPanel, setPlan({ replace: false }));
adminPanelRoutes.mount(api.deleteUser, requireAdminPanel, removeUser);

adminPanelRoutes.mount(api.listAdminPlans, requireAdminPanel, async (ctx) => (await allPlans(ctx.state.em)).map(presentAdminPlan));

adminPanelRoutes.mount(api.createPlan, requireAdminPanel, async (ctx, { body }) =>
  presentAdminPlan(await createPlan(ctx.state.em, body, actorOf(ctx))),
);

adminPanelRoutes.mount(api.updatePlan, requireAdminPanel, async (ctx, { params, body }) => {
  const { plan, holders } = await updatePlan(ctx.state.em, params.id, body, actorOf(ctx));
  // Limits are cached per provider: the plan's holders see the new ones at once.
  for (const providerId of holders) ctx.deps.providerChanged(providerId);
  return presentAdminPlan(plan);
});

adminPanelRoutes.mount(api.deletePlan, requireAdminPanel, async (ctx, { params }) => {
  await deletePlan(ctx.state.em, params.id, actorOf(ctx));
});

adminPanelRoutes.mount(api.listActivity, requireAdminPanel, async (ctx, { query }) => {
  const filter = { userId: query.userId, action: query.action || undefined };
  const [rows, total] = await Promise.all([activityRows(ctx.state.em, filter, offsetOf(query)), countActivity(ctx.state.em, filter)]);
  ctx.set('X-Total-Count', String(total));
  return rows.map(presentActivity);
});
