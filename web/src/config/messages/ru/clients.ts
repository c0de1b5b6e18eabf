/** The "Mijozlar" page and the dashboard's reviews list in Russian. */
import type { Translation } from '@qabul/api/i18n';
import type { clientsPageUz, reviewsPageUz } from '../clients.ts';

export const clientsPage = {
  title: 'Клиенты',
  subtitle: 'Все, кто к вам записывался: визиты, отмены и неявки',
  search: 'Имя или номер телефона',
  searchLabel: 'Поиск клиентов',
  empty: 'Клиентов пока нет',
  emptyHint: 'Клиенты появятся здесь, когда запишутся к вам.',
  noMatch: 'По этому запросу клиентов не найдено',
  loadError: 'Не удалось загрузить клиентов. Обновите страницу.',
  visits: 'Визиты',
  cancellations: 'Отменил',
  noShows: 'Не пришёл',
  lastVisit: 'Последний визит',
  nextBooking: 'Следующая запись',
  none: '—',
  open: '{name}: карточка клиента',
  prev: 'Назад',
  next: 'Вперёд',
  pageOf: '{from}–{to} из {total}',
  card: {
    note: 'Личная заметка',
    noteHint: 'Видите только вы',
    saveNote: 'Сохранить заметку',
    noteSaved: 'Заметка сохранена',
    noteError: 'Не удалось сохранить заметку',
    history: 'История записей',
    noHistory: 'Записей нет',
    bookAgain: 'Записать снова',
    phone: 'Телефон',
    email: 'Email',
    telegram: 'Telegram',
    loading: 'Загрузка…',
  },
} satisfies Translation<typeof clientsPageUz>;

export const reviewsPage = {
  title: 'Отзывы',
  subtitle: 'Оценки, которые клиенты оставили после визита',
  empty: 'Отзывов пока нет',
  emptyHint: 'Через час после визита клиент получает просьбу оценить его.',
  loadError: 'Не удалось загрузить отзывы. Обновите страницу.',
  hide: 'Скрыть',
  show: 'Показать',
  hidden: 'Скрыт',
  hiddenDone: 'Отзыв скрыт',
  shownDone: 'Отзыв снова виден',
  error: 'Не удалось изменить отзыв',
  stars: '{rating} из 5',
} satisfies Translation<typeof reviewsPageUz>;
