import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { publicReviews as publicReviewsUz, rateVisitPage as rateVisitPageUz } from '../reviews.ts';

export const publicReviews = {
  title: 'Мижозлар фикри',
  summary: '{average} / 5 · {count} та баҳо',
  stars: '{rating} / 5',
} satisfies TranslationOf<typeof publicReviewsUz>;

export const rateVisitPage = {
  title: 'Ташрифингизни баҳоланг',
  text: 'Учрашув қандай ўтди? Юлдузчани танланг ва хоҳласангиз, фикрингизни ёзинг.',
  star: '{rating} юлдуз',
  ratingLabel: 'Баҳо',
  comment: 'Фикрингиз',
  submit: 'Юбориш',
  sending: 'Юборилмоқда…',
  chooseRating: 'Аввал баҳони танланг',
  thanks: 'Раҳмат! Баҳоингиз қабул қилинди.',
  badLink: 'Ҳавола нотўғри. Хабардаги ҳаволани тўлиқ очинг.',
  error: 'Баҳони юбориб бўлмади',
} satisfies TranslationOf<typeof rateVisitPageUz>;
