import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { staffText } from './messages.uz.ts';

export const staffTextCyrl = {
  inviteMail: {
    subject: '{business} сизни Qabul’даги жамоасига таклиф қилди',
    greeting: 'Ассалому алайкум, {name}!',
    body: '{business} сизни уста сифатида жамоасига қўшмоқчи. Таклифни қабул қилсангиз, ўз учрашувларингиз, календарингиз ва иш вақтингизни кўрасиз.',
    next: 'Қабул қилиш учун рўйхатдан ўтинг ёки ҳисобингизга киринг.',
    button: 'Таклифни қабул қилиш',
  },
} satisfies Translation<typeof staffText>;
