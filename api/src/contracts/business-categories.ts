import type { Catalogues } from './i18n/catalogue.ts';

/**
 * What a business does (DECISIONS.md, "The business on its page"), as stable machine words: they are stored, sent
 * and searched; the words people read are the catalogue below, in each language. The order is the list's order.
 */
export const BUSINESS_CATEGORIES = [
  'barbershop',
  'beauty_salon',
  'nail_studio',
  'spa_massage',
  'dentistry',
  'clinic',
  'doctor',
  'psychologist',
  'tutoring',
  'lawyer',
  'accountant',
  'fitness',
  'auto_service',
  'other',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export function isBusinessCategory(value: unknown): value is BusinessCategory {
  return typeof value === 'string' && (BUSINESS_CATEGORIES as readonly string[]).includes(value);
}

const uz = {
  barbershop: 'Sartaroshxona',
  beauty_salon: "Go'zallik saloni",
  nail_studio: 'Tirnoq studiyasi',
  spa_massage: 'Spa va massaj',
  dentistry: 'Stomatologiya',
  clinic: 'Klinika',
  doctor: 'Shifokor',
  psychologist: 'Psixolog',
  tutoring: "Repetitor yoki o'quv markazi",
  lawyer: 'Yurist',
  accountant: 'Buxgalter',
  fitness: 'Fitnes',
  auto_service: 'Avtoservis',
  other: 'Boshqa',
} as const satisfies Record<BusinessCategory, string>;

/** The category's words in each language (the web, the Mini App, the page head and the bot read the same). */
export const businessCategoryWords: Catalogues<typeof uz> = {
  uz,
  'uz-Cyrl': {
    barbershop: 'Сартарошхона',
    beauty_salon: 'Гўзаллик салони',
    nail_studio: 'Тирноқ студияси',
    spa_massage: 'Спа ва массаж',
    dentistry: 'Стоматология',
    clinic: 'Клиника',
    doctor: 'Шифокор',
    psychologist: 'Психолог',
    tutoring: 'Репетитор ёки ўқув маркази',
    lawyer: 'Юрист',
    accountant: 'Бухгалтер',
    fitness: 'Фитнес',
    auto_service: 'Автосервис',
    other: 'Бошқа',
  },
  ru: {
    barbershop: 'Парикмахерская',
    beauty_salon: 'Салон красоты',
    nail_studio: 'Ногтевая студия',
    spa_massage: 'Спа и массаж',
    dentistry: 'Стоматология',
    clinic: 'Клиника',
    doctor: 'Врач',
    psychologist: 'Психолог',
    tutoring: 'Репетитор или учебный центр',
    lawyer: 'Юрист',
    accountant: 'Бухгалтер',
    fitness: 'Фитнес',
    auto_service: 'Автосервис',
    other: 'Другое',
  },
};
