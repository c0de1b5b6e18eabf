import { z } from 'zod';
import { endpoint, noContent } from '../../contracts/endpoint.ts';
import { UserResponse } from '../../contracts/responses.ts';
import { CredentialsInput, PasswordChange, ProfileUpdate, TelegramLogin } from '../auth/auth.schema.ts';

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

/** An account made with Telegram (or Google) adds a password, and an e-mail (proved by a link) when it has none. */
export const setCredentials = endpoint({
  method: 'PUT',
  path: '/api/user/credentials',
  body: CredentialsInput,
  response: UserResponse,
  summary: 'an added e-mail waits as `pendingEmail` until its link is followed; 409 when the account has a password',
});

/** Links Telegram by signing in once with the Login Widget. */
export const linkTelegram = endpoint({
  method: 'POST',
  path: '/api/user/telegram',
  body: TelegramLogin,
  response: UserResponse,
  summary: "409 when this Telegram user is another account's",
});

export const unlinkTelegram = endpoint({
  method: 'DELETE',
  path: '/api/user/telegram',
  response: noContent,
  summary: "409 while it is the account's only way in",
});
