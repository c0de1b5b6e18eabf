/** Uzbek (Cyrillic), drafted from the Latin by the official letter correspondence and read through. */
import type { Translation } from '@qabul/api/i18n';
import type { clientsPageUz, reviewsPageUz } from '../clients.ts';

export const clientsPage = {
  title: 'Мижозлар',
  subtitle: 'Сизга ёзилган ҳар бир мижоз: ташрифлари, бекор қилганлари ва келмаганлари',
  search: 'Исм ёки телефон рақам',
  searchLabel: 'Мижозларни қидириш',
  empty: 'Ҳозирча мижозлар йўқ',
  emptyHint: 'Мижозлар сизга ёзилганда шу ерда пайдо бўлади.',
  noMatch: 'Бу қидирув бўйича мижоз топилмади',
  loadError: 'Мижозларни юклаб бўлмади. Саҳифани янгиланг.',
  visits: 'Ташрифлар',
  cancellations: 'Бекор қилган',
  noShows: 'Келмаган',
  lastVisit: 'Охирги ташриф',
  nextBooking: 'Кейинги учрашув',
  none: '—',
  open: '{name}: мижоз картаси',
  prev: 'Олдинги',
  next: 'Кейинги',
  pageOf: '{from}–{to} / {total}',
  card: {
    note: 'Шахсий изоҳ',
    noteHint: 'Фақат сиз кўрасиз',
    saveNote: 'Изоҳни сақлаш',
    noteSaved: 'Изоҳ сақланди',
    noteError: 'Изоҳни сақлаб бўлмади',
    history: 'Учрашувлар тарихи',
    noHistory: 'Учрашувлар йўқ',
    bookAgain: 'Яна ёзиш',
    phone: 'Телефон',
    email: 'Email',
    telegram: 'Telegram',
    loading: 'Юкланмоқда…',
  },
} satisfies Translation<typeof clientsPageUz>;

export const reviewsPage = {
  title: 'Шарҳлар',
  subtitle: 'Мижозларингиз ташрифдан кейин қолдирган баҳолар',
  empty: 'Ҳозирча шарҳлар йўқ',
  emptyHint: 'Ташрифдан бир соат ўтиб мижозга баҳо сўрови юборилади.',
  loadError: 'Шарҳларни юклаб бўлмади. Саҳифани янгиланг.',
  hide: 'Яшириш',
  show: 'Кўрсатиш',
  hidden: 'Яширилган',
  hiddenDone: 'Шарҳ яширилди',
  shownDone: 'Шарҳ яна кўринади',
  error: 'Шарҳни ўзгартириб бўлмади',
  stars: '{rating} / 5',
} satisfies Translation<typeof reviewsPageUz>;
