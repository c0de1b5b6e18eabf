import { z } from 'zod';
import { emailField, languageField, optional, timeZoneField } from '../../contracts/fields.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { identityText } from './messages.uz.ts';

const m = uz.validation;

const password = z.string({ error: m.passwordMin6 }).min(LIMITS.passwordMin, m.passwordMin6).max(LIMITS.passwordMax, m.tooLong);
const firstName = z.string({ error: m.firstName }).trim().min(LIMITS.nameMin, m.firstName).max(LIMITS.textMax, m.tooLong);
const lastName = z.string({ error: m.lastName }).trim().min(LIMITS.nameMin, m.lastName).max(LIMITS.textMax, m.tooLong);

export const Register = z.object({
  firstName,
  lastName,
  email: emailField,
  password,
  /**
   * The language of the page the person registered on: the account's language from the start, so the e-mails that
   * follow (the address's proof, a password reset) are in it. Omitted, the request's (`lang` cookie, Accept-Language).
   */
  language: languageField.optional(),
});
export type Register = z.infer<typeof Register>;

/** The web form adds the repeated password; the server never receives it. */
export const RegisterForm = Register.extend({
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  message: m.passwordsMismatch,
  path: ['confirmPassword'],
});

export const Login = z.object({
  username: z
    .string({ error: m.emailFormat })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: m.emailFormat })),
  password,
});
export type Login = z.infer<typeof Login>;

/** The token of a link that proves an e-mail (the page posts what the link carried). */
export const VerifyEmail = z.object({
  token: z.string({ error: identityText.tokenRequired }).trim().min(20, identityText.verifyInvalid).max(200, identityText.verifyInvalid),
});
export type VerifyEmail = z.infer<typeof VerifyEmail>;

export const ProfileUpdate = z.object({
  firstName,
  lastName,
  username: z.string({ error: m.username }).trim().toLowerCase().regex(LIMITS.username, m.username),
  /**
   * A new address; omitted (or empty) it stays as it is. An account registered with Telegram has none: the one it
   * gives waits for the link sent to it before it is the account's (`pendingEmail`).
   */
  email: optional(emailField),
  timezone: timeZoneField,
  /** The dashboard's and every notice's language; omitted, it stays as it is. */
  language: languageField.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const PasswordChange = z
  .object({
    currentPassword: z.string({ error: m.required }).min(1, m.required).max(LIMITS.passwordMax, m.tooLong),
    newPassword: z.string({ error: m.passwordMin8 }).min(LIMITS.passwordChangeMin, m.passwordMin8).max(LIMITS.passwordMax, m.tooLong),
    confirmPassword: z.string({ error: m.newPasswordsMismatch }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: m.newPasswordsMismatch,
    path: ['confirmPassword'],
  });
export type PasswordChange = z.infer<typeof PasswordChange>;

/** The new password of a reset or of an account that has none yet: the rule of a password change. */
const newPassword = z.string({ error: m.passwordMin8 }).min(LIMITS.passwordChangeMin, m.passwordMin8).max(LIMITS.passwordMax, m.tooLong);

/**
 * PUT /api/user/credentials: an account made with Telegram (or Google) adds a way to sign in with a password. Without
 * an address yet it gives one, which waits for the link sent to it; with one, the password is for that address.
 */
export const CredentialsInput = z.object({
  email: optional(emailField),
  password: newPassword,
});
export type CredentialsInput = z.infer<typeof CredentialsInput>;

/** POST /api/auth/password-reset: the address to send a reset link to. */
export const PasswordResetRequest = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetConfirm = z.object({
  token: z.string({ error: identityText.resetInvalid }).trim().min(20, identityText.resetInvalid).max(200, identityText.resetInvalid),
  password: newPassword,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

/** Every flaw of a Login Widget answer reads the same: Telegram's data did not hold. */
const bad = uz.auth.telegramInvalid;

/** A value of the Login Widget's answer: Telegram may add fields, and every field it sends is part of the signature. */
const widgetValue = z.union([z.string({ error: uz.auth.telegramInvalid }).max(512, uz.auth.telegramInvalid), z.number()]);

/**
 * What the Telegram Login Widget hands the page (its `onauth` object, or the redirect's query), sent on as it came:
 * the server checks its hash over every field with the bot token, so nothing may be added, dropped or changed.
 */
export const TelegramLogin = z
  .object({
    id: z.union([z.number().int(bad).positive(bad), z.string().regex(/^\d{1,20}$/, bad)], { error: bad }),
    first_name: z.string({ error: uz.auth.telegramInvalid }).min(1, uz.auth.telegramInvalid).max(256, uz.auth.telegramInvalid),
    auth_date: z.union([z.number().int(bad).positive(bad), z.string().regex(/^\d{1,12}$/, bad)], { error: bad }),
    hash: z.string({ error: uz.auth.telegramInvalid }).regex(/^[0-9a-f]{64}$/i, uz.auth.telegramInvalid),
  })
  .catchall(widgetValue.nullable())
  .refine((fields) => Object.keys(fields).length <= 20, uz.auth.telegramInvalid);
export type TelegramLogin = z.infer<typeof TelegramLogin>;
