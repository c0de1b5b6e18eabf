import { randomBytes } from 'node:crypto';

export const PAYME_ENV = {
  PAYME_MERCHANT_ID: '65f0c0ffee00000000000001',
  PAYME_KEY: 'TEST_KEY-k9#Xv2@pQ7zL!m4Rt8Wy1Ns6Bd3Fh5Jc',
  PAYME_LOGIN: 'Paycom',
};

export interface RpcReply {
  status: number;
  contentType: string | null;
  body: { id?: unknown; result?: any; error?: { code: number; message: { uz: string; ru: string; en: string }; data?: unknown } };
}

/**
 * Plays the Payme side of the Merchant API over HTTP, as test.paycom.uz does: JSON-RPC without a "jsonrpc"
 * member, `text/json` bodies, Basic auth `Paycom:TEST_KEY`, a fresh request id per call.
 */
export class PaymeSandbox {
  private nextId = 1000;

  constructor(
    private readonly baseUrl: string,
    private readonly credentials = `${PAYME_ENV.PAYME_LOGIN}:${PAYME_ENV.PAYME_KEY}`,
  ) {}

  static transactionId(): string {
    return randomBytes(12).toString('hex');
  }

  withCredentials(credentials: string): PaymeSandbox {
    return new PaymeSandbox(this.baseUrl, credentials);
  }

  async raw(
    body: string,
    options: { method?: string; authorization?: string | null; contentType?: string; forwardedFor?: string } = {},
  ): Promise<RpcReply> {
    const headers: Record<string, string> = { 'content-type': options.contentType ?? 'text/json; charset=UTF-8' };
    const authorization =
      options.authorization === undefined ? `Basic ${Buffer.from(this.credentials).toString('base64')}` : options.authorization;
    if (authorization !== null) headers.authorization = authorization;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    const method = options.method ?? 'POST';
    const response = await fetch(`${this.baseUrl}/api/payment/payme`, { method, headers, body: method === 'GET' ? undefined : body });
    const text = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type'), body: JSON.parse(text) };
  }

  async call(
    method: string,
    params: Record<string, unknown>,
    options: { authorization?: string | null; forwardedFor?: string } = {},
  ): Promise<RpcReply> {
    const id = this.nextId++;
    const reply = await this.raw(JSON.stringify({ method, params, id }), options);
    if (reply.body.id !== id) throw new Error(`request id not echoed: sent ${id}, got ${JSON.stringify(reply.body.id)}`);
    return reply;
  }

  checkPerform(orderId: string, amount: number) {
    return this.call('CheckPerformTransaction', { amount, account: { order_id: orderId } });
  }
  create(id: string, orderId: string, amount: number, time = Date.now()) {
    return this.call('CreateTransaction', { id, time, amount, account: { order_id: orderId } });
  }
  perform(id: string) {
    return this.call('PerformTransaction', { id });
  }
  cancel(id: string, reason: number) {
    return this.call('CancelTransaction', { id, reason });
  }
  check(id: string) {
    return this.call('CheckTransaction', { id });
  }
  statement(from: number, to: number) {
    return this.call('GetStatement', { from, to });
  }
}
