import type { Next } from 'koa';
import { z, ZodError } from 'zod';
import { cutText } from '@qabul/i18n';
import { uz } from '../contracts/messages.uz.ts';
import { AppError, type ErrorText, filledText } from '../lib/app-error.ts';
import { isDatabaseFault } from '../lib/database-fault.ts';
import type { AppContext } from '../lib/context.ts';
import { logger } from '../lib/logger.ts';
import { isTakenTime } from '../lib/taken-time.ts';
import type { Language } from '../contracts/i18n/languages.ts';
import { translateApiText } from '../lib/i18n/message-index.ts';
import { requestLanguage } from '../lib/i18n/request-language.ts';

// zod's own messages (where a schema sets none) in Uzbek, like every other message a client sees.
z.config(z.locales.uz());

/**
 * A field's name as the answer echoes it: a client's key can be any length (a 16 KB query key), and neither the
 * answer nor the message built around it should grow with it. Real fields are far shorter.
 */
const FIELD_NAME_MAX = 64;
const fieldName = (name: string) => cutText(name, FIELD_NAME_MAX);

export function zodToAppError(error: ZodError): AppError {
  const errors: Record<string, ErrorText> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.map(fieldName)) errors[key] ??= filledText(uz.validation.unknownField, { field: key });
      continue;
    }
    const field = fieldName(issue.path.join('.') || '_');
    errors[field] ??= issue.message;
  }
  const first = Object.values(errors)[0];
  return new AppError('validation', first ?? uz.validation.invalid, errors);
}

/** PostgreSQL errors that are the client's fault, mapped to the API's codes; anything else is ours. */
function fromDatabase(error: { code?: string; constraint?: string }): AppError | null {
  if (isTakenTime(error)) return new AppError('slot_taken', uz.booking.slotTaken);
  if (error.code === '23505' && error.constraint === 'users_email_lower_unique') return new AppError('email_taken', uz.auth.emailTaken);
  if (error.code === '23505' && error.constraint === 'users_username_key') return new AppError('username_taken', uz.auth.usernameTaken);
  if (error.code === '23505' && error.constraint === 'users_telegram_user_id_unique')
    return new AppError('conflict', uz.auth.telegramTaken);
  if (error.constraint === 'admin_users_keep_one_active') return new AppError('conflict', uz.admin.lastActiveAccount);
  if (error.code === '23505' && error.constraint === 'subscription_plans_name_key') return new AppError('conflict', uz.admin.planNameTaken);
  if (error.code === '22P02' || error.code === '22007' || error.code === '22008') return new AppError('validation', uz.validation.invalid);
  // A NUL or other character PostgreSQL cannot store, from a path or query string: the client's input, not our fault.
  if (error.code === '22021' || error.code === '22P05' || error.code === '08P01') {
    return new AppError('validation', uz.validation.nulCharacter);
  }
  return null;
}

/** Turns every failure into `{message, code, errors?}` with the right status; never leaks a stack. */
export async function errorBoundary(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    // Answers made by libraries (router 404/405, the webhook's 401...) get the API's error shape as well.
    if (ctx.path.startsWith('/api/') && ctx.status >= 400 && !isErrorBody(ctx.body)) throw byStatus(ctx.status);
  } catch (caught) {
    const error = toAppError(caught);
    if (error.code === 'internal')
      logger.error({ err: caught, path: ctx.path, method: ctx.method, requestId: ctx.state.requestId }, 'request failed');
    if (error.code === 'database_unavailable')
      logger.warn({ err: caught, path: ctx.path, method: ctx.method, requestId: ctx.state.requestId }, 'database unavailable');
    ctx.status = error.status;
    if (error.headers) ctx.set(error.headers);
    // The rest of a refused oversized body is never read: close the connection rather than leave it hanging.
    if (error.code === 'payload_too_large') ctx.set('Connection', 'close');
    // The reader's language (the `lang` cookie, else Accept-Language); `code` never changes with it.
    const language = requestLanguage(ctx);
    ctx.body = {
      message: translateApiText(language, error.texts.message),
      code: error.code,
      ...(error.texts.errors ? { errors: translateFieldErrors(language, error.texts.errors) } : {}),
    };
  }
}

function translateFieldErrors(language: Language, errors: Record<string, ErrorText>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateApiText(language, text)]));
}

function isErrorBody(body: unknown): boolean {
  const candidate = body as { message?: unknown; code?: unknown } | null;
  return typeof candidate?.message === 'string' && typeof candidate.code === 'string';
}

function byStatus(status: number): AppError {
  if (status === 401) return new AppError('unauthorized', uz.auth.required);
  if (status === 403) return new AppError('forbidden', uz.auth.forbidden);
  if (status === 404) return new AppError('not_found', uz.notFound.route);
  if (status === 405) return new AppError('method_not_allowed', uz.notFound.method);
  if (status === 413) return new AppError('payload_too_large', uz.server.payloadTooLarge);
  if (status === 415) return new AppError('unsupported_media_type', uz.validation.badEncoding);
  if (status < 500) return new AppError('validation', uz.validation.invalid);
  return new AppError('internal', uz.server.internal);
}

export function toAppError(caught: unknown): AppError {
  if (caught instanceof AppError) return caught;
  if (caught instanceof ZodError) return zodToAppError(caught);
  const cause = caught as {
    code?: string;
    constraint?: string;
    status?: number;
    expose?: boolean;
    type?: string;
  };
  const database = fromDatabase(cause);
  if (database) return database;
  if (isDatabaseFault(caught))
    return new AppError('database_unavailable', uz.server.databaseUnavailable, undefined, { 'Retry-After': '5' });
  // Koa/body-parser errors (malformed JSON, too large) carry an HTTP status and are safe to describe.
  if (cause.status === 413) return new AppError('payload_too_large', uz.server.payloadTooLarge);
  // A body whose Content-Encoding is unknown (415) or does not match what was sent (400 from the inflater).
  if (cause.status === 415 || cause.type === 'encoding.unsupported')
    return new AppError('unsupported_media_type', uz.validation.badEncoding);
  if (typeof cause.code === 'string' && /^(Z_|ERR__ERROR_)/.test(cause.code)) return new AppError('validation', uz.validation.badEncoding);
  if (cause.status && cause.status >= 400 && cause.status < 500) {
    const message = cause.type === 'entity.parse.failed' || cause.status === 400 ? uz.validation.malformedJson : uz.validation.invalid;
    return new AppError(cause.status === 415 ? 'validation' : 'validation', message);
  }
  return new AppError('internal', uz.server.internal);
}
