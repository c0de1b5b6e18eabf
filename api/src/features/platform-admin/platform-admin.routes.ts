import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { validate, validateQuery } from '../../middleware/validate.ts';
import { SelectPlan } from '../subscriptions/index.ts';
import { RoleChange, UserList } from '../admin/index.ts';
import { activityRows } from '../admin/index.ts';
import { requirePlatformAdmin } from '../admin/index.ts';
import { type PlatformStats, presentActivity, totals } from '../admin/index.ts';
import { endPlan, listUsers, previewDelete, removeUser, setPlan, setRole } from '../admin/index.ts';

/** The platform admin's page (spec.md section 2): a user with role platform_admin, signed in the normal way. */
export const platformAdminRoutes = new Router<AppContext['state'], AppContext>();

platformAdminRoutes.use('/api/platform-admin', requirePlatformAdmin);

platformAdminRoutes.get('/api/platform-admin/stats', async (ctx) => {
  const [counts, recentActivity] = await Promise.all([totals(ctx.state.em), activityRows(ctx.state.em, {}, { limit: 10, offset: 0 })]);
  const stats: PlatformStats = { ...counts, recentActivity: recentActivity.map(presentActivity) };
  ctx.body = stats;
});

platformAdminRoutes.get('/api/platform-admin/users', validateQuery(UserList), listUsers);
platformAdminRoutes.get('/api/platform-admin/users/:userId/delete-preview', previewDelete);
platformAdminRoutes.put('/api/platform-admin/users/:userId/role', validate(RoleChange), setRole);
platformAdminRoutes.put('/api/platform-admin/users/:userId/subscription', validate(SelectPlan), setPlan({ replace: true }));
platformAdminRoutes.post('/api/platform-admin/users/:userId/subscription/cancel', endPlan);
platformAdminRoutes.delete('/api/platform-admin/users/:userId', removeUser);
