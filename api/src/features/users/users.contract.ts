import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint.ts';
import { UserResponse } from '../../contracts/responses.ts';
import { PasswordChange, ProfileUpdate } from '../auth/auth.schema.ts';

/** The signed-in person's own account (an owner's or a master's). */
export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/user/profile',
  body: ProfileUpdate,
  response: UserResponse,
  summary: 'a changed e-mail is proved again by a link',
});

export const PasswordChangedResponse = z.strictObject({ message: z.string() });

export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/user/password',
  body: PasswordChange,
  response: PasswordChangedResponse,
  summary: 'this device stays signed in, on a fresh session',
});
