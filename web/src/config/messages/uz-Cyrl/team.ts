/** Uzbek (Cyrillic), drafted from the Latin by the official letter correspondence and read through. */
import type { Translation } from '@qabul/api/i18n';
import type { teamPageUz, staffInviteUz, myHoursUz } from '../team.ts';

export const teamPage = {
  title: 'Жамоа',
  subtitle: 'Усталар, уларнинг хизматлари ва ҳафталик иш вақти',
  add: 'Уста қўшиш',
  addTitle: 'Янги уста қўшиш',
  editTitle: 'Устани таҳрирлаш',
  empty: 'Ҳозирча жамоада фақат сиз борсиз',
  loadError: 'Жамоани юклаб бўлмади.',
  owner: 'Сиз',
  inactive: 'Нофаол',
  accepted: 'Кабинетга кирган',
  invited: 'Таклиф юборилган',
  edit: 'Таҳрирлаш',
  remove: 'Ўчириш',
  invite: 'Таклиф юбориш',
  deactivate: 'Нофаол қилиш',
  servicesCount: '{n, plural, =0 {Хизмат бириктирилмаган} other {# та хизмат}}',
  fields: {
    name: 'Исм',
    title: 'Лавозим',
    titleHint: 'Масалан: Уста, Барбер, Шифокор',
    photoUrl: 'Расм ҳаволаси',
    photoHint: 'https:// билан бошланадиган расм манзили',
    email: 'Email',
    emailHint: 'Таклиф ва билдиришномалар шу манзилга юборилади',
    telegram: 'Telegram username',
    services: 'Хизматлар',
    active: 'Фаол (мижозлар ёзила олади)',
  },
  stepDetails: 'Маълумотлар',
  stepHours: 'Иш вақти',
  hoursHint: 'Бўш қолдирилса, уста хизмат иш вақтида ишлайди',
  next: 'Кейинги',
  saved: 'Уста сақланди',
  deleteTitle: 'Устани ўчириш',
  deleteText: '{name} жамоадан ўчирилади. Келгуси учрашувлари бўлса, аввал уларни кўчиринг ёки бекор қилинг.',
  deactivateTitle: 'Устани нофаол қилиш',
  deactivateText: '{name} учун янги учрашувлар қабул қилинмайди. Мавжуд учрашувлар сақланади.',
  deleted: 'Уста ўчирилди',
  inviteTitle: 'Таклиф юбориш',
  inviteText: '{name} учун {email} манзилига кабинетга кириш таклифи юборилади. Ҳавола 7 кун амал қилади.',
  inviteSent: 'Таклиф юборилди',
  errors: {
    save: 'Устани сақлаб бўлмади',
    remove: 'Устани ўчириб бўлмади',
    invite: 'Таклифни юбориб бўлмади',
  },
} satisfies Translation<typeof teamPageUz>;

export const staffInvite = {
  title: 'Жамоага таклиф',
  intro: 'Таклифни қабул қилсангиз, шу ҳисоб билан ўз учрашувларингиз, кунингиз ва иш вақтингизни кўрасиз.',
  accept: 'Таклифни қабул қилиш',
  done: 'Сиз энди жамоадасиз',
  toDay: 'Кунимни кўриш',
  noToken: 'Ҳавола тўлиқ эмас. Хатдаги ҳаволани қайта очинг.',
  signInFirst: 'Аввал ҳисобингизга киринг ёки рўйхатдан ўтинг, сўнг хатдаги ҳаволани қайта очинг.',
  toSignIn: 'Кириш ёки рўйхатдан ўтиш',
  failed: 'Таклифни қабул қилиб бўлмади',
} satisfies Translation<typeof staffInviteUz>;

export const myHours = {
  title: 'Иш вақтим',
  subtitle: 'Мижозлар фақат шу вақтларда (ва хизмат вақтида) сизга ёзила олади. Бўш қолдирилса, хизмат вақтида ишлайсиз',
  saved: 'Иш вақтингиз сақланди',
  failed: 'Иш вақтини сақлаб бўлмади',
  telegram: {
    title: 'Telegram билдиришномалари',
    text: 'Сизга ёзилган янги мижозлар ва эслатмаларни ўз Телеграмингизда олинг: тасдиқлаш, бекор қилиш ва «Келмади» шу ернинг ўзида.',
    connect: 'Телеграмни улаш',
    linked: 'Telegram уланган',
  },
  telegramError: 'Telegram ҳаволасини олиб бўлмади',
} satisfies Translation<typeof myHoursUz>;
