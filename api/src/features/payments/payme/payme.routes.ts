import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../../lib/context.ts';
import { logger } from '../../../lib/logger.ts';
import { ContractRouter } from '../../../middleware/contract-router.ts';
import { paymeMerchant } from '../payments.contract.ts';
import { PaymeError, paymeErrors } from './payme.errors.ts';
import { paymeContext } from './payme-context.ts';
import { isPaymeMethod, runPaymeMethod } from './payme.methods.ts';

const MAX_BODY = 64 * 1024;

/** Basic `login:key`, compared in constant time over digests (equal length whatever was sent). */
export function isPaymeAuthorized(header: string, expected: { login: string; key: string } | null): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  const given = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const want = expected ? `${expected.login}:${expected.key}` : '';
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(want).digest();
  return timingSafeEqual(a, b) && expected !== null && given.length > 0;
}

async function readBody(ctx: AppContext): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Envelope = { id: unknown; method: unknown; params: unknown } | null;

function parseEnvelope(text: string | null): Envelope {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { id: null, method: undefined, params: undefined };
    return { id: value.id ?? null, method: value.method, params: value.params };
  } catch {
    return null;
  }
}

/**
 * Payme's merchant endpoint (reference/payments.md 1.1-1.8): always HTTP 200 with a JSON-RPC envelope, the
 * request id echoed, auth checked first for every method, errors with {uz, ru, en} messages. It has its own
 * error handling: the API's {message, code} answers would read to Payme as a broken merchant. Mounted ahead of
 * sessions and the API's JSON parsing: it reads its body itself.
 */
export const paymeRoutes = new ContractRouter();

paymeRoutes.mount(paymeMerchant, async (ctx) => {
  const config = ctx.deps.config.payments;
  let id: unknown = null;
  const answer = (body: { result: unknown } | { error: { code: number; message: PaymeError['localized']; data?: unknown } }) => ({
    jsonrpc: '2.0' as const,
    id,
    ...body,
  });
  try {
    const text = ctx.method === 'POST' ? await readBody(ctx) : null;
    const envelope = parseEnvelope(text);
    id = envelope?.id ?? null;
    if (config.allowedIps.length > 0 && !config.allowedIps.includes(ctx.ip)) throw paymeErrors.auth();
    if (!isPaymeAuthorized(ctx.get('authorization'), config.payme)) throw paymeErrors.auth();
    if (ctx.method !== 'POST') throw paymeErrors.notPost();
    if (envelope === null) throw paymeErrors.parse();
    const { method, params } = envelope;
    if (typeof method !== 'string' || (typeof id !== 'number' && typeof id !== 'string') || params === null || typeof params !== 'object') {
      throw paymeErrors.invalidRequest();
    }
    if (!isPaymeMethod(method)) throw paymeErrors.methodNotFound(method);
    return answer({ result: await runPaymeMethod(paymeContext(ctx.deps, 'payme'), method, params) });
  } catch (error) {
    const known = error instanceof PaymeError ? error : null;
    if (!known) logger.error({ err: error }, 'payme request failed');
    const failure = known ?? paymeErrors.system();
    return answer({
      error: { code: failure.code, message: failure.localized, ...(failure.data === undefined ? {} : { data: failure.data }) },
    });
  }
});
