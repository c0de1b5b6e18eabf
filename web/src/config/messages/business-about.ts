import { localized } from '../../lib/i18n/localized.ts';
/**
 * The business below the booking card and today's line in the header: hours and open now, place, contacts, photos.
 * Loaded with that part's code, after the first screen (the later texts' chunk in other languages).
 */
export const businessAbout = localized('businessAbout', {
  /** The server's category words (contracts/business-categories.ts), here so each language's chunk carries only its own. */
  categories: {
    barbershop: 'Sartaroshxona',
    beauty_salon: "Go'zallik saloni",
    nail_studio: 'Tirnoq studiyasi',
    spa_massage: 'Spa va massaj',
    dentistry: 'Stomatologiya',
    clinic: 'Klinika',
    doctor: 'Shifokor',
    psychologist: 'Psixolog',
    tutoring: "Repetitor yoki o'quv markazi",
    lawyer: 'Yurist',
    accountant: 'Buxgalter',
    fitness: 'Fitnes',
    auto_service: 'Avtoservis',
    other: 'Boshqa',
  },
  rating: '{average} · {count} ta sharh',
  ratingLabel: 'Baho: 5 dan {average}, {count} ta sharh',
  today: 'Bugun {hours}',
  closedToday: 'Bugun yopiq',
  openNow: 'hozir ochiq',
  closedNow: 'hozir yopiq',
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
