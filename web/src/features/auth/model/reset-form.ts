import { emailField, LIMITS, uz } from '@qabul/api/schemas';
import { z } from 'zod';

const m = uz.validation;

/** The reset page's form: the password rules of a password change (spec.md section 5: at least 8, both alike). */
export const ResetPasswordForm = z
  .object({
    newPassword: z.string().min(LIMITS.passwordChangeMin, m.passwordMin8).max(LIMITS.passwordMax, m.tooLong),
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, { message: m.newPasswordsMismatch, path: ['confirmPassword'] });

/** The request page's form: an address the mail can go to. */
export const ForgotPasswordForm = z.object({ email: emailField });
