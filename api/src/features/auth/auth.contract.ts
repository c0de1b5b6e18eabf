import { z } from 'zod';
import { endpoint, noContent, redirect } from '../../contracts/endpoint.ts';
import {
  EmailVerifiedResponse,
  LoginResponse,
  MessageResponse,
  TelegramSignInResponse,
  UserResponse,
  VerificationSentResponse,
} from '../../contracts/responses.ts';
import { Login, PasswordResetConfirm, PasswordResetRequest, Register, TelegramLogin, VerifyEmail } from './auth.schema.ts';

/** Signing up and in with an e-mail and a password; the session rides in the `qabul.sid` cookie. */
export const register = endpoint({
  method: 'POST',
  path: '/api/register',
  body: Register,
  response: UserResponse,
  status: 201,
  summary: 'signed in at once; the link that proves the e-mail goes out',
});

/** The verify page posts the link's token (a GET would let a mail scanner's prefetch prove the address). */
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  body: VerifyEmail,
  response: EmailVerifiedResponse,
  summary: '400 for a used, wrong or old link',
});

export const resendVerification = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email/resend',
  response: VerificationSentResponse,
  status: 202,
  summary: 'a few an hour',
});

export const login = endpoint({ method: 'POST', path: '/api/login', body: Login, response: LoginResponse });

/** Sign in with Telegram (the Login Widget's answer as it came): 200 signed in, 201 a new Telegram-only account. */
export const telegramSignIn = endpoint({
  method: 'POST',
  path: '/api/auth/telegram',
  body: TelegramLogin,
  response: TelegramSignInResponse,
  summary:
    '201 when it registered a Telegram-only account, 200 signed in; 401 bad hash, auth_date older than 24 h, or an answer used before; 503 without a bot token',
});

/** "Parolni unutdingizmi?": the same 202 whether an account has the address or not. */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset',
  body: PasswordResetRequest,
  response: MessageResponse,
  status: 202,
  summary: 'the same answer whether an account has the address or not; a link that works once within an hour; 429 over the limits',
});

/** The reset link's token with the new password: every session ends, this device is signed in afresh. */
export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  body: PasswordResetConfirm,
  response: LoginResponse,
  summary: 'signed in afresh, every other session ended; 400 for a used, wrong or old link',
});

export const loginPage = endpoint({ method: 'GET', path: '/api/login', response: redirect('/auth') });

export const logout = endpoint({ method: 'POST', path: '/api/logout', response: noContent });

export const logoutPage = endpoint({ method: 'GET', path: '/api/logout', response: redirect('/') });

export const getUser = endpoint({ method: 'GET', path: '/api/user', response: UserResponse });

/** The same as GET /api/user, under the name the first clients used. */
export const getAuthUser = endpoint({ method: 'GET', path: '/api/auth/user', response: UserResponse });

export const SessionResponse = z.strictObject({ user: UserResponse.nullable() });

/**
 * The browser apps' "who is signed in" probe: 200 with `{user: null}` for a visitor, so a signed-out page load has no
 * failed request in the console (GET /api/user keeps its 401 for API clients).
 */
export const getSession = endpoint({ method: 'GET', path: '/api/session', response: SessionResponse });
