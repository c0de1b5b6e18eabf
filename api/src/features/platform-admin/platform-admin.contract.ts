import { AdminUserResponse, DeletePreviewResponse, PlatformStatsResponse } from '../../contracts/admin-responses.ts';
import { endpoint, noContent } from '../../contracts/endpoint.ts';
import { RoleChange, UserList } from '../admin/admin.schema.ts';
import { SelectPlan } from '../subscriptions/subscriptions.schema.ts';

/** The platform admin's page (spec.md section 2): a user with role platform_admin, signed in the normal way. */
export const getPlatformStats = endpoint({ method: 'GET', path: '/api/platform-admin/stats', response: PlatformStatsResponse });

export const listPlatformUsers = endpoint({
  method: 'GET',
  path: '/api/platform-admin/users',
  query: UserList,
  response: AdminUserResponse.array(),
  paged: true,
});
export const previewPlatformUserDelete = endpoint({
  method: 'GET',
  path: '/api/platform-admin/users/:userId/delete-preview',
  response: DeletePreviewResponse,
});
export const changePlatformUserRole = endpoint({
  method: 'PUT',
  path: '/api/platform-admin/users/:userId/role',
  body: RoleChange,
  response: AdminUserResponse,
});
export const replacePlatformUserPlan = endpoint({
  method: 'PUT',
  path: '/api/platform-admin/users/:userId/subscription',
  body: SelectPlan,
  response: AdminUserResponse,
  summary: 'the plan in force replaced',
});
export const cancelPlatformUserPlan = endpoint({
  method: 'POST',
  path: '/api/platform-admin/users/:userId/subscription/cancel',
  response: AdminUserResponse,
});
export const deletePlatformUser = endpoint({ method: 'DELETE', path: '/api/platform-admin/users/:userId', response: noContent });
