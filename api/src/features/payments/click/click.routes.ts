import type { AppContext } from '../../../lib/context.ts';
import { logger } from '../../../lib/logger.ts';
import { ContractRouter } from '../../../middleware/contract-router.ts';
import { clickComplete as completeContract, clickPrepare as prepareContract } from '../payments.contract.ts';
import { clickComplete, clickPrepare } from './click.service.ts';

const MAX_BODY = 16 * 1024;

async function readForm(ctx: AppContext): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return {};
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * Click's Shop API callbacks (reference/payments.md section 4): form-encoded in, JSON out, always HTTP 200 with
 * Click's own error codes. Mounted ahead of the API's JSON parsing and error answers, which do not fit Click.
 */
export const clickRoutes = new ContractRouter();

const handle = (step: 'prepare' | 'complete') => async (ctx: AppContext) => {
  const deps = ctx.deps;
  const settings = deps.config.payments.click;
  const fields = await readForm(ctx);
  if (!settings) return { error: -8, error_note: 'Error in request from click' };
  try {
    return step === 'prepare'
      ? await clickPrepare(deps.pool, settings, fields, new Date())
      : await clickComplete(deps.pool, settings, fields, new Date(), (providerId) => {
          deps.providerChanged(providerId);
          deps.notify();
        });
  } catch (error) {
    logger.error({ err: error }, 'click callback failed');
    return {
      click_trans_id: fields.click_trans_id,
      merchant_trans_id: fields.merchant_trans_id,
      error: -7,
      error_note: 'Failed to update user',
    };
  }
};

clickRoutes.mount(prepareContract, handle('prepare'));
clickRoutes.mount(completeContract, handle('complete'));
