import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { publicReviews as publicReviewsUz, rateVisitPage as rateVisitPageUz } from '../reviews.ts';

export const publicReviews = {
  title: 'Отзывы клиентов',
  summary: '{average} / 5 · {count, plural, one {# оценка} few {# оценки} many {# оценок} other {# оценки}}',
  stars: '{rating} / 5',
} satisfies TranslationOf<typeof publicReviewsUz>;

export const rateVisitPage = {
  title: 'Оцените визит',
  text: 'Как прошла встреча? Выберите звёзды и, если хотите, напишите отзыв.',
  star: '{rating, plural, one {# звезда} few {# звезды} many {# звёзд} other {# звезды}}',
  ratingLabel: 'Оценка',
  comment: 'Ваш отзыв',
  submit: 'Отправить',
  sending: 'Отправляем…',
  chooseRating: 'Сначала выберите оценку',
  thanks: 'Спасибо! Ваша оценка принята.',
  badLink: 'Ссылка неверна. Откройте ссылку из сообщения полностью.',
  error: 'Не удалось отправить оценку',
} satisfies TranslationOf<typeof rateVisitPageUz>;
