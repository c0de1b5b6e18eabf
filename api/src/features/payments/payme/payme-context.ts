import type { AppDeps } from '../../../lib/context.ts';
import type { PaymeContext } from './payme.methods.ts';

/** What the merchant logic needs from the app; the same for Payme's calls and the sandbox checkout. */
export function paymeContext(deps: AppDeps, paidBy: PaymeContext['paidBy'], now: () => number = Date.now): PaymeContext {
  return {
    pool: deps.pool,
    now,
    paidBy,
    touched: (providerId) => {
      deps.providerChanged(providerId);
      deps.notify();
    },
  };
}
