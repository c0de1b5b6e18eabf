import type { Translation } from '../../contracts/i18n/index.ts';
import type { publicPageHead } from './messages.uz.ts';

export const publicPageHeadRu = {
  title: '{name} — онлайн-запись | Qabul',
  description: '{name}: {offer}. Выберите свободное время и запишитесь онлайн через Qabul.',
  descriptionNoServices: '{name} — онлайн-запись через Qabul.',
} satisfies Translation<typeof publicPageHead>;
