// What the admin feature offers the other features: they import it from here, never from its files.
export { activityRows } from './admin-activity.queries.ts';
export { requirePlatformAdmin } from './admin-guards.ts';
export { totals } from './admin-stats.queries.ts';
export { type PlatformStats, presentActivity } from './admin.presenter.ts';
export { RoleChange, UserList } from './admin.schema.ts';
export { endPlan, listUsers, previewDelete, removeUser, setPlan, setRole } from './users.handlers.ts';
export { adminMessages } from './messages.ts';
