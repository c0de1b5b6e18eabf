import type { Translation } from '../../contracts/i18n/index.ts';
import type { publicPageHead } from './messages.uz.ts';

export const publicPageHeadCyrl = {
  title: '{name} — онлайн ёзилиш | Qabul',
  description: '{name}: {offer}. Qabul орқали бўш вақтни танланг ва онлайн ёзилинг.',
  descriptionNoServices: '{name} — Qabul орқали онлайн ёзилиш.',
} satisfies Translation<typeof publicPageHead>;
