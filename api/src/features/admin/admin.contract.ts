import { z } from 'zod';
import {
  ActivityResponse,
  AdminAccountResponse,
  AdminBookingResponse,
  AdminPlanResponse,
  AdminSessionResponse,
  AdminStatsResponse,
  AdminTimeSlotResponse,
  AdminUserResponse,
  DeletePreviewResponse,
} from '../../contracts/admin-responses.ts';
import { endpoint, file, noContent } from '../../contracts/endpoint.ts';
import { idField } from '../../contracts/fields.ts';
import { SelectPlan } from '../subscriptions/subscriptions.schema.ts';
import {
  ActivityList,
  AdminLogin,
  BookingList,
  BookingStatusChange,
  PlanCreate,
  PlanUpdate,
  RoleChange,
  TimeSlotChange,
  UserList,
} from './admin.schema.ts';

/** The admin panel (spec.md section 2, "Admin panel"): its own sign-in and session (`qabul.admin.sid`), then everything behind it. */
const Id = z.object({ id: idField });

export const adminLogin = endpoint({ method: 'POST', path: '/api/admin/login', body: AdminLogin, response: AdminAccountResponse });
export const adminLogout = endpoint({ method: 'POST', path: '/api/admin/logout', response: noContent });
export const getAdminAccount = endpoint({ method: 'GET', path: '/api/admin/me', response: AdminAccountResponse });

/** The admin pages' "who is signed in" probe: 200 with `{admin: null}` for a visitor (GET /api/admin/me keeps its 401). */
export const getAdminSession = endpoint({ method: 'GET', path: '/api/admin/session', response: AdminSessionResponse });

export const getAdminStats = endpoint({ method: 'GET', path: '/api/admin/stats', response: AdminStatsResponse });

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  query: UserList,
  response: AdminUserResponse.array(),
  paged: true,
});
export const exportUsers = endpoint({ method: 'GET', path: '/api/admin/users.csv', query: UserList, response: file('text/csv') });
export const previewUserDelete = endpoint({
  method: 'GET',
  path: '/api/admin/users/:userId/delete-preview',
  response: DeletePreviewResponse,
});
export const changeUserRole = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/role',
  body: RoleChange,
  response: AdminUserResponse,
});
export const changeUserPlan = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/subscription',
  body: SelectPlan,
  response: AdminUserResponse,
  summary: 'to a user without one (409 when they have a plan in force)',
});
export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/:userId',
  response: noContent,
  summary: 'with everything of theirs; their clients are told of the cancelled bookings',
});

export const listAdminPlans = endpoint({ method: 'GET', path: '/api/admin/subscription-plans', response: AdminPlanResponse.array() });
export const createPlan = endpoint({
  method: 'POST',
  path: '/api/admin/subscription-plans',
  body: PlanCreate,
  response: AdminPlanResponse,
  status: 201,
});
export const updatePlan = endpoint({
  method: 'PUT',
  path: '/api/admin/subscription-plans/:id',
  params: Id,
  body: PlanUpdate,
  response: AdminPlanResponse,
});
export const deletePlan = endpoint({
  method: 'DELETE',
  path: '/api/admin/subscription-plans/:id',
  params: Id,
  response: noContent,
  summary: '409 while users hold the plan (deactivate it instead)',
});

export const listActivity = endpoint({
  method: 'GET',
  path: '/api/admin/activity',
  query: ActivityList,
  response: ActivityResponse.array(),
  paged: true,
  summary: 'the audit trail, newest first',
});

// The all-bookings and settings pages: an admin-panel session, or a user with role admin or platform_admin.
export const listAllBookings = endpoint({
  method: 'GET',
  path: '/api/admin/bookings',
  query: BookingList,
  response: AdminBookingResponse.array(),
  paged: true,
});
export const exportBookings = endpoint({
  method: 'GET',
  path: '/api/admin/bookings.csv',
  query: BookingList,
  response: file('text/csv'),
  summary: 'admin panel only',
});
export const setAnyBookingStatus = endpoint({
  method: 'PUT',
  path: '/api/admin/bookings/:id/status',
  body: BookingStatusChange,
  response: AdminBookingResponse,
  summary: 'cancelling notifies the client like any cancel',
});
export const listPlatformSlots = endpoint({ method: 'GET', path: '/api/admin/time-slots', response: AdminTimeSlotResponse.array() });
export const setPlatformSlot = endpoint({
  method: 'PUT',
  path: '/api/admin/time-slots/:id',
  params: Id,
  body: TimeSlotChange,
  response: AdminTimeSlotResponse,
});
