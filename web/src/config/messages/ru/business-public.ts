import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { businessPublic as businessPublicUz } from '../business-public.ts';

export const businessPublic = {
  today: 'Сегодня {hours}',
  closedToday: 'Сегодня закрыто',
  openNow: 'сейчас открыто',
  closedNow: 'сейчас закрыто',
  rating: '{average} · {count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}',
  ratingLabel: 'Оценка {average} из 5, {count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}',
  about: 'О бизнесе',
  address: 'Адрес',
  landmark: 'Ориентир: {landmark}',
  openIn: 'Открыть на карте:',
  yandex: 'Яндекс',
  google: 'Google',
  call: 'Позвонить: {phone}',
  contacts: 'Контакты',
  hours: 'Часы работы',
  closed: 'Закрыто',
  photos: 'Фотографии',
  photo: 'Фото {n} из {total}',
  openPhoto: 'Открыть фото {n} крупнее',
  previous: 'Предыдущее фото',
  next: 'Следующее фото',
  close: 'Закрыть',
} satisfies TranslationOf<typeof businessPublicUz>;
