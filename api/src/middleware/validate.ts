import type { Next } from 'koa';
import type { z } from 'zod';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import { requestLanguage } from '../lib/i18n/request-language.ts';
import { zodMessagesIn } from '../lib/i18n/zod-messages.ts';
import { zodToAppError } from './errors.ts';

/** Parses the JSON body into ctx.state.input; a failure is a 400 with one message per field. */
export function validate<T extends z.ZodType>(schema: T) {
  return describedBy({ body: schema }, async (ctx: AppContext, next: Next) => {
    const body = (ctx.request as { body?: unknown }).body ?? {};
    // Every write takes a JSON object; arrays, strings and numbers are refused before the schema sees them.
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('validation', uz.validation.invalid);
    const parsed = schema.safeParse(body, readerMessages(ctx));
    if (!parsed.success) throw zodToAppError(parsed.error);
    ctx.state.input = parsed.data;
    await next();
  });
}

/** Same for the query string. */
export function validateQuery<T extends z.ZodType>(schema: T) {
  return describedBy({ query: schema }, async (ctx: AppContext, next: Next) => {
    ctx.state.query = parseQuery(ctx, schema);
    await next();
  });
}

/** The schema a validating middleware checks, kept on it so the API reference (docs/api.md) is read off the routes. */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
}

function describedBy<M extends object>(schemas: RequestSchemas, middleware: M): M & { requestSchemas: RequestSchemas } {
  return Object.assign(middleware, { requestSchemas: schemas });
}

/** Parses the query string directly (for routes that skip the middleware chain). */
export function parseQuery<T extends z.ZodType>(ctx: AppContext, schema: T): z.output<T> {
  const parsed = schema.safeParse(ctx.query, readerMessages(ctx));
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}

/** zod's own messages in the reader's language; asked for only when a rule without a catalogue text fails. */
export function readerMessages(ctx: AppContext): { error: z.core.$ZodErrorMap } {
  return { error: (issue) => zodMessagesIn(requestLanguage(ctx))?.(issue) };
}

export function input<T extends z.ZodType>(ctx: AppContext, _schema: T): z.output<T> {
  return ctx.state.input as z.output<T>;
}

export function query<T extends z.ZodType>(ctx: AppContext, _schema: T): z.output<T> {
  return ctx.state.query as z.output<T>;
}
