import { localized } from '../../lib/i18n/localized.ts';
/**
 * The business as clients see it on its public page: the header's line (hours, open now, rating) and the section
 * below the booking card (place, contacts, hours, photos). In the public page's language chunk.
 */
export const businessPublic = localized('businessPublic', {
  today: 'Bugun {hours}',
  closedToday: 'Bugun yopiq',
  openNow: 'hozir ochiq',
  closedNow: 'hozir yopiq',
  rating: '{average} · {count} ta sharh',
  ratingLabel: 'Baho: 5 dan {average}, {count} ta sharh',
  about: 'Biznes haqida',
  address: 'Manzil',
  landmark: "Mo'ljal: {landmark}",
  openIn: 'Xaritada ochish:',
  yandex: 'Yandex',
  google: 'Google',
  call: "Qo'ng'iroq qilish: {phone}",
  contacts: 'Aloqa',
  hours: 'Ish vaqti',
  closed: 'Yopiq',
  photos: 'Suratlar',
  photo: '{n}-surat, jami {total}',
  openPhoto: "{n}-suratni kattaroq ko'rish",
  previous: 'Oldingi surat',
  next: 'Keyingi surat',
  close: 'Yopish',
} as const);
