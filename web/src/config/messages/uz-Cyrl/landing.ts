/** Uzbek (Cyrillic), drafted from the Latin by the official letter correspondence and read through. */
import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { landing as landingUz } from '../landing.ts';

export const landing = {
  heroBadge: 'Telegram билан ишлайди',
  heroTitle: 'Мижозларингиз энди 24/7 онлайн ёзилади',
  heroText:
    'Qabul — сартарош, шифокор, бухгалтер, юрист ва ўқитувчилар учун онлайн ёзилиш хизмати. Шахсий ҳаволангизни улашинг, қолганини биз бажарамиз.',
  ctaStart: 'Бепул бошлаш',
  ctaServices: 'Хизматларим',
  ctaPlans: 'Нархларни кўриш',
  sampleLabel: 'Намуна: мутахассис картаси',
  sampleBook: 'Ёзилиш',
  sampleNext: 'Кейинги вақт',
  sampleDots: '{n}-мутахассис',
  samplePause: 'Айлантиришни тўхтатиш',
  samplePlay: 'Айлантиришни давом эттириш',
  samples: [
    { name: 'Aziz Karimov', role: 'Сартарош', city: 'Тошкент', service: 'Соч олиш', slot: 'Бугун, 15:30', rating: '4.9' },
    { name: 'Dilnoza Rahimova', role: 'Стоматолог', city: 'Самарқанд', service: 'Кўрик ва маслаҳат', slot: 'Эртага, 10:00', rating: '4.8' },
    { name: 'Jasur Toshmatov', role: 'Бухгалтер', city: 'Тошкент', service: 'Солиқ ҳисоботи', slot: 'Бугун, 17:00', rating: '5.0' },
    {
      name: 'Malika Yusupova',
      role: 'Инглиз тили ўқитувчиси',
      city: 'Бухоро',
      service: 'IELTS дарси',
      slot: 'Эртага, 09:30',
      rating: '4.9',
    },
    { name: 'Sardor Aliyev', role: 'Юрист', city: 'Наманган', service: 'Ҳуқуқий маслаҳат', slot: 'Пайшанба, 14:00', rating: '4.7' },
    { name: 'Nodira Saidova', role: 'Косметолог', city: 'Фарғона', service: 'Юз парвариши', slot: 'Бугун, 18:30', rating: '4.9' },
    { name: 'Bekzod Ergashev', role: 'Фитнес мураббий', city: 'Тошкент', service: 'Шахсий машғулот', slot: 'Эртага, 07:00', rating: '4.8' },
    { name: 'Gulnora Xolmatova', role: 'Психолог', city: 'Андижон', service: 'Консультация', slot: 'Жума, 11:00', rating: '5.0' },
  ],
  featuresTitle: 'Керакли ҳамма нарса битта жойда',
  features: [
    { title: '24/7 онлайн ёзилиш', text: 'Мижозлар исталган вақтда бўш вақтни танлаб ёзилади — қўнғироқларсиз.' },
    { title: 'Автоматик эслатмалар', text: 'Telegram бот ва email орқали эслатмалар келмай қолишларни камайтиради.' },
    { title: 'Онлайн тўловлар', text: 'Маҳаллий тўлов тизими орқали олдиндан тўлов ва обуна тўловлари.' },
    { title: 'Мобил қурилмаларга мос', text: 'Арзон телефонда ҳам тез очилади ва қулай ишлайди.' },
    { title: 'Ҳисоботлар', text: 'Учрашувлар ва даромад бўйича аниқ кўрсаткичлар.' },
    { title: 'Оммавий профил саҳифаси', text: 'Шахсий ҳавола: qabul.uz/исмингиз — улашиш учун тайёр.' },
  ],
  plansTitle: 'Обуна режалари',
  plansText: 'Бепул бошланг, ўсганингиз сари режани янгиланг.',
  plansLoading: 'Режалар юкланмоқда...',
  plansError: 'Режаларни юклаб бўлмади.',
  popular: 'Машҳур',
  choose: 'Танлаш',
  start: 'Бошлаш',
  testimonialsTitle: 'Мижозларимиз фикри',
  testimonials: [
    {
      quote: 'Энди телефон қўнғироқларига чалғимайман — мижозлар ўзлари ёзилади, эслатмалар ўзи кетади.',
      name: 'Рустам, сартарош',
      city: 'Тошкент',
    },
    {
      quote: 'Беморлар келмай қолиши сезиларли камайди. Telegram эслатмалари жуда қулай.',
      name: 'Др. Феруза, стоматолог',
      city: 'Самарқанд',
    },
    {
      quote: 'Консультацияларни режалаштириш учун ортиқча дастур керак эмас. Оддий ва тушунарли.',
      name: 'Анвар, юрист',
      city: 'Наманган',
    },
  ],
  closingTitle: 'Бугуноқ онлайн ёзилишни йўлга қўйинг',
  closingText: 'Рўйхатдан ўтиш бир дақиқа вақт олади. Карта талаб қилинмайди.',
  closingCta: 'Бепул рўйхатдан ўтиш',
} satisfies TranslationOf<typeof landingUz>;
