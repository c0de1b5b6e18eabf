import { paymeText } from '../messages.uz.ts';

type Localized = { uz: string; ru: string; en: string };

/** A JSON-RPC error as Payme expects it: numeric code, {uz, ru, en} message, optional data (reference 1.4). */
export class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly localized: Localized,
    readonly data?: string,
  ) {
    super(localized.en);
  }
}

export const paymeErrors = {
  auth: () => new PaymeError(-32504, paymeText.auth),
  parse: () => new PaymeError(-32700, paymeText.parse),
  invalidRequest: (data?: string) => new PaymeError(-32600, paymeText.invalidRequest, data),
  methodNotFound: (method: string) => new PaymeError(-32601, paymeText.methodNotFound, method),
  notPost: () => new PaymeError(-32300, paymeText.notPost),
  system: () => new PaymeError(-32400, paymeText.system),
  wrongAmount: () => new PaymeError(-31001, paymeText.wrongAmount, 'amount'),
  orderNotFound: () => new PaymeError(-31050, paymeText.orderNotFound, 'order_id'),
  /** The order is being paid another way (an approved Telegram payment): an account error the payer reads. */
  orderBusy: () => new PaymeError(-31099, paymeText.orderBusy, 'order_id'),
  transactionNotFound: () => new PaymeError(-31003, paymeText.transactionNotFound),
  cannotPerform: () => new PaymeError(-31008, paymeText.cannotPerform),
  cannotCancel: () => new PaymeError(-31007, paymeText.cannotCancel),
};
