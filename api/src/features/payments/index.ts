// What the payments feature offers the other features: they import it from here, never from its files.
export { paidReserveFee } from './booking-payment.ts';
export { refuseUnpaidReserve } from './reserve-guard.ts';
