import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { reviewText } from './messages.uz.ts';

export const reviewTextRu = {
  notFound: 'Отзыв не найден',
  wrongToken: 'Ссылка неверна или устарела',
  notYourVisit: 'Это не ваш визит',
  alreadyReviewed: 'Этот визит уже оценён',
  tooEarly: 'Визит ещё не закончился: оценку можно оставить после него',
  notVisited: 'Этот визит не состоялся: оценить его нельзя',
  rating: 'Выберите оценку от 1 до 5',
  commentTooLong: 'Комментарий слишком длинный (не более 1000 символов)',
  hidden: 'Неверное значение «скрыть»',
  noCommentAwaited: 'Комментарий сейчас не ожидается',
} satisfies Translation<typeof reviewText>;
