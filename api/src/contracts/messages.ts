import type { Catalogues } from './i18n/catalogue.ts';
import { uzRu } from './messages.ru.ts';
import { uz } from './messages.uz.ts';
import { uzCyrl } from './messages.uz-cyrl.ts';

/** The server's texts in the three languages (the error boundary answers each reader in theirs). */
export const serverMessages: Catalogues<typeof uz> = { uz, 'uz-Cyrl': uzCyrl, ru: uzRu };
