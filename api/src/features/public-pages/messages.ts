import type { Catalogues } from '../../contracts/i18n/index.ts';
import { publicPageHeadRu } from './messages.ru.ts';
import { publicPageHead } from './messages.uz.ts';
import { publicPageHeadCyrl } from './messages.uz-cyrl.ts';

export const publicPageHeadCatalogues: Catalogues<typeof publicPageHead> = {
  uz: publicPageHead,
  'uz-Cyrl': publicPageHeadCyrl,
  ru: publicPageHeadRu,
};
