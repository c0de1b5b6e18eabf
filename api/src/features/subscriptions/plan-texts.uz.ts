/**
 * The plans' own words as the platform first wrote them (the seeded plans): a plan's description and feature lines
 * are the platform admin's text, stored as written; a reader of another language sees these known ones translated
 * (plan-texts.ts), and any text the admin wrote themselves as written. The names: Freemium, Business and Premium
 * are brand words, written in Latin in every language; Asosiy is an Uzbek word, read in the reader's own
 * (docs/glossary.md).
 */
export const planTexts = {
  name: {
    freemium: 'Freemium',
    asosiy: 'Asosiy',
    business: 'Business',
    premium: 'Premium',
  },
  description: {
    freemium: 'Boshlash uchun bepul reja',
    asosiy: "O'sib borayotgan mutaxassislar uchun",
    business: 'Jamoa va faol biznes uchun, 30 kunlik bepul sinov bilan',
    premium: "Onlayn uchrashuvlar va to'liq imkoniyatlar",
  },
  feature: {
    services3: '3 ta xizmat',
    services10: '10 ta xizmat',
    bookings50: 'Oyiga 50 ta uchrashuv',
    bookings500: 'Oyiga 500 ta uchrashuv',
    publicPage: 'Ommaviy bron sahifasi',
    reminders: 'Telegram va email eslatmalar',
    reserveFee: "Oldindan to'lov (depozit) qabul qilish",
    unlimitedServices: 'Cheksiz xizmatlar',
    unlimitedBookings: 'Cheksiz uchrashuvlar',
    reports: 'Hisobotlar',
    trial30: '30 kunlik bepul sinov',
    meet: 'Google Meet havolalari',
  },
};
