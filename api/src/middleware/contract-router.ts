import Router from '@koa/router';
import type { Next } from 'koa';
import type { z } from 'zod';
import { type Contract, isSchema, type ServerAnswer, type ServerInput } from '../contracts/endpoint.ts';
import { uz } from '../contracts/messages.uz.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext, AppState } from '../lib/context.ts';
import { JsonText, SharedJson } from '../lib/respond.ts';
import { sendShared } from '../lib/shared-answer.ts';
import { zodToAppError } from './errors.ts';
import { requestLanguage } from '../lib/i18n/request-language.ts';
import { zodMessagesIn } from '../lib/i18n/zod-messages.ts';

/** A step before the handler: a guard (`requireUser`), a body reader (`jsonBody`), an upload. */
export type Guard = (ctx: AppContext, next: Next) => unknown;

/**
 * The handler of a contract: it reads the checked input and returns the answer the contract names (a JSON answer's
 * object, or nothing for 204 and for answers it writes itself). A prepared JSON string comes as `JsonText`, a cached
 * answer shared by many readers as `SharedJson`.
 */
type Prepared = JsonText | SharedJson;
export type Handler<C extends Contract> = (
  ctx: AppContext,
  input: ServerInput<C>,
) => Promise<ServerAnswer<C> | Prepared> | ServerAnswer<C> | Prepared;

/** What a mounted route's last step carries, for the reference and the test that no route goes without a contract. */
export interface Mounted {
  contract: Contract;
  guards: string[];
}

/** The answer of GET /api/x drifted from its contract: a bug of ours, found by the checks in development and tests. */
export class AnswerDrift extends Error {
  constructor(contract: Contract, issues: z.core.$ZodIssue[]) {
    super(`the answer of ${contract.method} ${contract.path} does not match its contract: ${JSON.stringify(issues)}`);
    this.name = 'AnswerDrift';
  }
}

/**
 * A Koa router whose routes are contracts: `router.mount(contract, ...guards, handler)`. Guards run in order; then the
 * contract's body, query and params are checked (body first, then query, then params, as the hand-written routes did),
 * failures answered 400 `{message, code: 'validation', errors}` in the reader's language; then the handler, whose answer
 * is sent with the contract's status. In development and tests (`checkAnswers`) the answer is parsed with the
 * contract's response schema first, so an answer that drifted fails the test that made it; production sends it as it is.
 */
export class ContractRouter extends (Router as unknown as new () => Router<AppState, AppContext>) {
  mount<C extends Contract>(contract: C, ...chain: [...Guard[], Handler<C>]): this {
    const handler = chain.at(-1) as Handler<C>;
    const guards = chain.slice(0, -1) as Guard[];
    return this.add(contract, [...guards, answering(contract, guards, handler)]);
  }

  /**
   * Mounts a contract that answers only when `applies` says so; otherwise the request goes on to the next router that
   * mounts the same contract (the public slot list ahead of sessions, the provider's grid after them).
   */
  mountWhen<C extends Contract>(applies: (ctx: AppContext) => boolean, contract: C, ...chain: [...Guard[], Handler<C>]): this {
    const handler = chain.at(-1) as Handler<C>;
    const guards = chain.slice(0, -1) as Guard[];
    const last = answering(contract, guards, handler);
    const steps: Guard[] = [...guards, last];
    const run = (ctx: AppContext, at: number): Promise<unknown> =>
      at === steps.length ? Promise.resolve() : Promise.resolve(steps[at]!(ctx, () => run(ctx, at + 1) as Promise<void>));
    const step = Object.assign((ctx: AppContext, next: Next) => (applies(ctx) ? run(ctx, 0) : next()), { mounted: last.mounted });
    return this.add(contract, [step]);
  }

  private add(contract: Contract, steps: Guard[]): this {
    // GET answers HEAD as well (the router adds it).
    if (contract.anyMethod) this.all(contract.path, ...(steps as never[]));
    else this.register(contract.path, [contract.method], steps as never[]);
    return this;
  }
}

/** The mounted contract of a router layer's last step, if it has one. */
export function mountedOf(step: unknown): Mounted | null {
  return (step as { mounted?: Mounted } | null)?.mounted ?? null;
}

function answering<C extends Contract>(contract: C, guards: Guard[], handler: Handler<C>) {
  const read = inputReader(contract);
  const response = contract.response;
  const json = isSchema(response) ? response : null;
  const status = contract.status ?? 200;
  const step = async (ctx: AppContext) => {
    const input = read(ctx) as ServerInput<C>;
    if (json) {
      ctx.status = status;
      const answer = await handler(ctx, input);
      if (ctx.deps.config.checkAnswers) checkAnswer(contract, json, answer);
      send(ctx, answer);
      return;
    }
    await handler(ctx, input);
    if (!isSchema(response) && response.kind === 'no-content') ctx.status = 204;
  };
  return Object.assign(step, { mounted: { contract, guards: guards.map((guard) => guard.name).filter(Boolean) } satisfies Mounted });
}

const nothing = { params: undefined, query: undefined, body: undefined };

/** Reads what the contract names; a contract naming nothing costs nothing per request. */
function inputReader(contract: Contract): (ctx: AppContext) => { params: unknown; query: unknown; body: unknown } {
  const body = contract.protocol || !isSchema(contract.body) ? null : contract.body;
  const query = contract.query ?? null;
  const params = contract.params ?? null;
  if (!body && !query && !params) return (ctx) => ({ ...nothing, params: ctx.params });
  return (ctx) => ({
    body: body ? parseBody(ctx, body) : undefined,
    query: query ? parseWith(ctx, query, ctx.query) : undefined,
    params: params ? parseWith(ctx, params, ctx.params) : ctx.params,
  });
}

function parseBody(ctx: AppContext, schema: z.ZodType): unknown {
  const body = (ctx.request as { body?: unknown }).body ?? {};
  // Every write takes a JSON object; arrays, strings and numbers are refused before the schema sees them.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('validation', uz.validation.invalid);
  return parseWith(ctx, schema, body);
}

/** zod's own messages in the reader's language; asked for only when a rule without a catalogue text fails. */
function readerMessages(ctx: AppContext): { error: z.core.$ZodErrorMap } {
  return { error: (issue) => zodMessagesIn(requestLanguage(ctx))?.(issue) };
}

function parseWith(ctx: AppContext, schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value, readerMessages(ctx));
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}

function send(ctx: AppContext, answer: unknown): void {
  if (answer instanceof JsonText) {
    ctx.type = 'application/json';
    ctx.body = answer.text;
  } else if (answer instanceof SharedJson) sendShared(ctx, answer.answer);
  else if (answer === null || answer === undefined) {
    // Koa answers 204 for a null body; an explicit JSON `null` keeps "nothing" distinguishable from "no content".
    ctx.type = 'application/json';
    ctx.body = 'null';
  } else if (typeof answer === 'object' && ctx.status < 400) {
    // Serialised once, here: given an object, Koa serialises it once to count its length (which compression asks
    // for on every answer) and again to send it (ADR 040). An error-shaped answer (a 503 readiness) stays an object,
    // which the error boundary recognises.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(answer);
  } else ctx.body = answer;
}

function checkAnswer(contract: Contract, schema: z.ZodType, answer: unknown): void {
  // What the client reads: the JSON text, timestamps as strings.
  const text =
    answer instanceof JsonText ? answer.text : answer instanceof SharedJson ? answer.answer.json : JSON.stringify(answer ?? null);
  const wire = JSON.parse(text);
  const parsed = schema.safeParse(wire);
  if (!parsed.success) throw new AnswerDrift(contract, parsed.error.issues);
}
