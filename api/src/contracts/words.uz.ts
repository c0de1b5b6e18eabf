/**
 * Words every app shows the same way: the server's messages, the web app and the Mini App (the bot keeps its own
 * copy: it cannot depend on the API). A module of its own so the public page's first load carries only these.
 */
export const words = {
  bookingStatus: { pending: 'Kutilmoqda', confirmed: 'Tasdiqlangan', cancelled: 'Bekor qilingan' } as Record<string, string>,
  weekdays: ['Dushanba', 'Seshanba', 'Chorshanba', 'Payshanba', 'Juma', 'Shanba', 'Yakshanba'],
  weekdaysShort: ['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya'],
};
