import { ContractRouter } from '../../middleware/contract-router.ts';
import {
  activityRows,
  endPlan,
  listUsers,
  type PlatformStats,
  presentActivity,
  previewDelete,
  removeUser,
  requirePlatformAdmin,
  setPlan,
  setRole,
  totals,
} from '../admin/index.ts';
import * as api from './platform-admin.contract.ts';

/** The platform admin's page (spec.md section 2): a user with role platform_admin, signed in the normal way. */
export const platformAdminRoutes = new ContractRouter();

platformAdminRoutes.mount(api.getPlatformStats, requirePlatformAdmin, async (ctx) => {
  const [counts, recentActivity] = await Promise.all([totals(ctx.state.em), activityRows(ctx.state.em, {}, { limit: 10, offset: 0 })]);
  const stats: PlatformStats = { ...counts, recentActivity: recentActivity.map(presentActivity) };
  return stats;
});

platformAdminRoutes.mount(api.listPlatformUsers, requirePlatformAdmin, listUsers);
platformAdminRoutes.mount(api.previewPlatformUserDelete, requirePlatformAdmin, previewDelete);
platformAdminRoutes.mount(api.changePlatformUserRole, requirePlatformAdmin, setRole);
platformAdminRoutes.mount(api.replacePlatformUserPlan, requirePlatformAdmin, setPlan({ replace: true }));
platformAdminRoutes.mount(api.cancelPlatformUserPlan, requirePlatformAdmin, endPlan);
platformAdminRoutes.mount(api.deletePlatformUser, requirePlatformAdmin, removeUser);
