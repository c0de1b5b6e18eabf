/**
 * Words every app shows the same way: the server's messages, the web app and the Mini App (the bot is given the
 * labels by the API: it cannot depend on it). A module of its own so the public page's first load carries only these.
 */
import type { BookingStatus } from './limits.ts';

export const words = {
  bookingStatus: { pending: 'Kutilmoqda', confirmed: 'Tasdiqlangan', cancelled: 'Bekor qilingan', no_show: 'Kelmadi' } satisfies Record<
    BookingStatus,
    string
  >,
  weekdays: ['Dushanba', 'Seshanba', 'Chorshanba', 'Payshanba', 'Juma', 'Shanba', 'Yakshanba'],
  weekdaysShort: ['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya'],
  /** A master, as a label (the business's own title for them, in Uzbek, may stand in its place). */
  master: 'Usta',
};
