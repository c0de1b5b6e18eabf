import type { ReserveOrder } from '@qabul/web/booking-kit';
import { on } from '@telegram-apps/sdk-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentState } from '../components/ReserveFeeResult.tsx';
import { getOrderStatus, payReserveFee, releaseOrder } from './pay-reserve-fee.ts';

/** After Telegram says an invoice is paid, the server settles it from its own update: asked a few times. */
const SETTLE_TRIES = 10;
const SETTLE_EVERY_MS = 1_500;

/** What the invoice's closing status means while the server still waits for the money. */
const INVOICE_NOT_PAID: Record<string, PaymentState> = { cancelled: 'closed', failed: 'failed' };

/**
 * Paying a reserve-fee order from the Mini App: a Telegram invoice when the server can bill there, else the
 * order's checkout link outside Telegram. Either way the order's state shown is the server's, asked when the
 * client comes back to the Mini App (and on "To'lovni tekshirish"); an invoice closed unpaid or refused says
 * so and can be opened again while the order still holds the time.
 */
export function useReserveFeePayment(invoices: boolean) {
  const [order, setOrder] = useState<ReserveOrder | null>(null);
  const [state, setState] = useState<PaymentState>('opening');
  const [checking, setChecking] = useState(false);
  const current = useRef<ReserveOrder | null>(null);

  /** The server's word on the order; `unpaid` is shown while it still waits for the money. */
  const check = useCallback(async (tries = 1, unpaid: PaymentState = 'waiting'): Promise<void> => {
    const paying = current.current;
    if (!paying) return;
    setChecking(true);
    try {
      for (let i = 0; i < tries; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, SETTLE_EVERY_MS));
        const status = await getOrderStatus(paying.orderId, paying.orderToken).catch(() => null);
        if (current.current !== paying) return;
        if (status?.state === 'paid') return setState('paid');
        if (status?.state === 'cancelled' || status?.state === 'refunded') return setState('cancelled');
      }
      setState(unpaid);
    } finally {
      setChecking(false);
    }
  }, []);

  const open = useCallback(
    async (paying: ReserveOrder, ready?: Promise<unknown>) => {
      try {
        // An invoice is made only for the person's own booking: the chat link comes first.
        await ready;
        const opened = await payReserveFee(paying, invoices);
        if (opened.via === 'none') setState('unpayable');
        else if (opened.via === 'link') setState('waiting');
        else if (opened.status === 'paid') await check(SETTLE_TRIES);
        else await check(1, INVOICE_NOT_PAID[opened.status] ?? 'waiting');
      } catch {
        await check(1, 'failed');
      }
    },
    [invoices, check],
  );

  /** `ready`: what must be done before paying (the booking linked to this chat). */
  const start = (next: ReserveOrder, ready?: Promise<unknown>) => {
    current.current = next;
    setOrder(next);
    setState('opening');
    void open(next, ready);
  };

  // The client comes back from the checkout page: Telegram says the Mini App is visible again.
  useEffect(() => {
    if (!order || state !== 'waiting') return;
    const back = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    const off = on('visibility_changed', (event) => {
      if (event.is_visible) void check();
    });
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      off();
    };
  }, [order, state, check]);

  return {
    order,
    state,
    checking,
    start,
    check: () => check(),
    reopen: () => {
      if (!current.current) return;
      setState('opening');
      void open(current.current);
    },
    /**
     * The client picks another time instead of paying: the unpaid order is given up so its held time is free again
     * at once (a payment already under way keeps it until its hold ends; the server says so and nothing breaks).
     */
    giveUp: async () => {
      const paying = current.current;
      current.current = null;
      setOrder(null);
      setState('opening');
      if (paying && state !== 'cancelled') await releaseOrder(paying.orderId, paying.orderToken).catch(() => undefined);
    },
  };
}
