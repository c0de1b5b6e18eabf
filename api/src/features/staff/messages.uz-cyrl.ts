import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { staffText } from './messages.uz.ts';

/** The staff feature's texts in Uzbek (Cyrillic). */
export const staffTextCyrl = {
  inviteMail: {
    subject: '{business} сизни Qabul’даги жамоасига таклиф қилди',
    greeting: 'Ассалому алайкум, {name}!',
    body: '{business} сизни уста сифатида жамоасига қўшмоқчи. Таклифни қабул қилсангиз, ўз учрашувларингиз, календарингиз ва иш вақтингизни кўрасиз.',
    next: 'Қабул қилиш учун рўйхатдан ўтинг ёки ҳисобингизга киринг.',
    validity: 'Ҳавола 7 кун амал қилади. Муддати ўтса, бизнес эгасидан янги таклиф сўранг.',
    button: 'Таклифни қабул қилиш',
  },
} satisfies Translation<typeof staffText>;
