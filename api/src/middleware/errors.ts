import type { Next } from 'koa';
import { ZodError } from 'zod';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseFault } from '../lib/database-fault.ts';
import type { AppContext } from '../lib/context.ts';
import { logger } from '../lib/logger.ts';

export function zodToAppError(error: ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const first = Object.values(errors)[0];
  return new AppError('validation', first ?? uz.validation.invalid, errors);
}

/** PostgreSQL errors that are the client's fault, mapped to the API's codes; anything else is ours. */
function fromDatabase(error: { code?: string; constraint?: string }): AppError | null {
  if (error.code === '23P01' && error.constraint === 'bookings_no_overlap') return new AppError('slot_taken', uz.booking.slotTaken);
  if (error.code === '23505' && error.constraint === 'users_email_lower_unique') return new AppError('email_taken', uz.auth.emailTaken);
  if (error.code === '23505' && error.constraint === 'users_username_key') return new AppError('username_taken', uz.auth.usernameTaken);
  if (error.code === '22P02' || error.code === '22007' || error.code === '22008') return new AppError('validation', uz.validation.invalid);
  return null;
}

/** Turns every failure into `{message, code, errors?}` with the right status; never leaks a stack. */
export async function errorBoundary(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if ((ctx.status === 404 || ctx.status === 405) && !ctx.body && ctx.path.startsWith('/api/')) {
      throw new AppError('not_found', uz.notFound.route);
    }
  } catch (caught) {
    const error = toAppError(caught);
    if (error.code === 'internal') logger.error({ err: caught, path: ctx.path, method: ctx.method }, 'request failed');
    if (error.code === 'database_unavailable') logger.warn({ err: caught, path: ctx.path, method: ctx.method }, 'database unavailable');
    ctx.status = error.status;
    if (error.headers) ctx.set(error.headers);
    // The rest of a refused oversized body is never read: close the connection rather than leave it hanging.
    if (error.code === 'payload_too_large') ctx.set('Connection', 'close');
    ctx.body = {
      message: error.message,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
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
  if (cause.status && cause.status >= 400 && cause.status < 500) {
    const message = cause.type === 'entity.parse.failed' || cause.status === 400 ? uz.validation.malformedJson : uz.validation.invalid;
    return new AppError(cause.status === 415 ? 'validation' : 'validation', message);
  }
  return new AppError('internal', uz.server.internal);
}
