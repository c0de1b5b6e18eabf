import Router from '@koa/router';
import { actorOf, type AppContext } from '../../lib/context.ts';
import { idField } from '../../contracts/fields.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { AdminLogin, ActivityList, PlanCreate, PlanUpdate, UserList } from './admin.schema.ts';
import { type AdminStats, presentActivity, presentAdmin, presentAdminPlan } from './admin.presenter.ts';
import { authenticateAdmin } from './admin-accounts.service.ts';
import { activityRows, countActivity } from './admin-activity.queries.ts';
import { requireAdminPanel } from './admin-guards.ts';
import { allPlans, createPlan, deletePlan, updatePlan } from './admin-plans.service.ts';
import { endAdminSession, loadAdmin, startAdminSession } from './admin-session.ts';
import { bookingsPerDay, money, revenuePerMonth, totals } from './admin-stats.queries.ts';
import { exportUsers, listUsers, offsetOf, previewDelete, removeUser, setPlan, setRole } from './users.handlers.ts';
import { RoleChange } from './admin.schema.ts';
import { SelectPlan } from '../subscriptions/index.ts';

/** The admin panel (spec.md section 2, "Admin panel"): its own sign-in and session, then everything behind it. */
export const adminPanelRoutes = new Router<AppContext['state'], AppContext>();

adminPanelRoutes.post('/api/admin/login', validate(AdminLogin), async (ctx) => {
  const admin = await authenticateAdmin(ctx.state.em, input(ctx, AdminLogin), actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  await startAdminSession(ctx, ctx.state.em, admin.id);
  ctx.body = presentAdmin(admin);
});

adminPanelRoutes.post('/api/admin/logout', async (ctx) => {
  await endAdminSession(ctx, ctx.state.em);
  ctx.status = 204;
});

adminPanelRoutes.get('/api/admin/me', requireAdminPanel, (ctx) => {
  ctx.body = presentAdmin(ctx.state.admin!);
});

/**
 * The admin pages' "who is signed in" probe: 200 with `{admin: null}` for a visitor, so opening /admin/login
 * logs no failed request in the console (GET /api/admin/me keeps its 401 for API clients).
 */
adminPanelRoutes.get('/api/admin/session', async (ctx) => {
  const admin = await loadAdmin(ctx);
  ctx.body = { admin: admin ? presentAdmin(admin) : null };
});

adminPanelRoutes.get('/api/admin/stats', requireAdminPanel, async (ctx) => {
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
  ctx.body = stats;
});

adminPanelRoutes.get('/api/admin/users', requireAdminPanel, validateQuery(UserList), listUsers);
adminPanelRoutes.get('/api/admin/users.csv', requireAdminPanel, validateQuery(UserList), exportUsers);
adminPanelRoutes.get('/api/admin/users/:userId/delete-preview', requireAdminPanel, previewDelete);
adminPanelRoutes.put('/api/admin/users/:userId/role', requireAdminPanel, validate(RoleChange), setRole);
adminPanelRoutes.put('/api/admin/users/:userId/subscription', requireAdminPanel, validate(SelectPlan), setPlan({ replace: false }));
adminPanelRoutes.delete('/api/admin/users/:userId', requireAdminPanel, removeUser);

adminPanelRoutes.get('/api/admin/subscription-plans', requireAdminPanel, async (ctx) => {
  ctx.body = (await allPlans(ctx.state.em)).map(presentAdminPlan);
});

adminPanelRoutes.post('/api/admin/subscription-plans', requireAdminPanel, validate(PlanCreate), async (ctx) => {
  const plan = await createPlan(ctx.state.em, input(ctx, PlanCreate), actorOf(ctx));
  ctx.status = 201;
  ctx.body = presentAdminPlan(plan);
});

adminPanelRoutes.put('/api/admin/subscription-plans/:id', requireAdminPanel, validate(PlanUpdate), async (ctx) => {
  const id = idField.parse(ctx.params.id);
  const { plan, holders } = await updatePlan(ctx.state.em, id, input(ctx, PlanUpdate), actorOf(ctx));
  // Limits are cached per provider: the plan's holders see the new ones at once.
  for (const providerId of holders) ctx.deps.providerChanged(providerId);
  ctx.body = presentAdminPlan(plan);
});

adminPanelRoutes.delete('/api/admin/subscription-plans/:id', requireAdminPanel, async (ctx) => {
  await deletePlan(ctx.state.em, idField.parse(ctx.params.id), actorOf(ctx));
  ctx.status = 204;
});

adminPanelRoutes.get('/api/admin/activity', requireAdminPanel, validateQuery(ActivityList), async (ctx) => {
  const list = query(ctx, ActivityList);
  const filter = { userId: list.userId, action: list.action || undefined };
  const [rows, total] = await Promise.all([activityRows(ctx.state.em, filter, offsetOf(list)), countActivity(ctx.state.em, filter)]);
  ctx.set('X-Total-Count', String(total));
  ctx.body = rows.map(presentActivity);
});
