import { platformAdminRoutes } from '../platform-admin/platform-admin.routes.ts';
import { adminOperationsRoutes } from './admin-operations.routes.ts';
import { adminPanelRoutes } from './admin.routes.ts';

/** Everything operators use: the admin panel, the all-bookings and settings pages, the platform admin. */
export const adminRouters = [adminPanelRoutes, adminOperationsRoutes, platformAdminRoutes];
