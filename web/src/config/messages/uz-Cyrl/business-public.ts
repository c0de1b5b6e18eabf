import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { businessPublic as businessPublicUz } from '../business-public.ts';

export const businessPublic = {
  today: 'Бугун {hours}',
  closedToday: 'Бугун ёпиқ',
  openNow: 'ҳозир очиқ',
  closedNow: 'ҳозир ёпиқ',
  rating: '{average} · {count} та шарҳ',
  ratingLabel: 'Баҳо: 5 дан {average}, {count} та шарҳ',
  about: 'Бизнес ҳақида',
  address: 'Манзил',
  landmark: 'Мўлжал: {landmark}',
  openIn: 'Харитада очиш:',
  yandex: 'Yandex',
  google: 'Google',
  call: 'Қўнғироқ қилиш: {phone}',
  contacts: 'Алоқа',
  hours: 'Иш вақти',
  closed: 'Ёпиқ',
  photos: 'Суратлар',
  photo: '{n}-сурат, жами {total}',
  openPhoto: '{n}-суратни каттароқ кўриш',
  previous: 'Олдинги сурат',
  next: 'Кейинги сурат',
  close: 'Ёпиш',
} satisfies TranslationOf<typeof businessPublicUz>;
