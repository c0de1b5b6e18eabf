import { z } from 'zod';
import { emailField, languageField, timeZoneField } from '../../contracts/fields.ts';
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
  email: emailField,
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
