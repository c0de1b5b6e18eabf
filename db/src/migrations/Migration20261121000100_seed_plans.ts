import { Migration } from '@mikro-orm/migrations';

const plans = [
  {
    code: 'freemium',
    name: 'Freemium',
    price: 0,
    maxServices: 3,
    maxMonthlyBookings: 50,
    trialDays: 0,
    description: 'Boshlash uchun bepul reja',
    features: ['3 ta xizmat', 'Oyiga 50 ta uchrashuv', 'Ommaviy bron sahifasi', 'Telegram va email eslatmalar'],
    flags: { reserve: false, reports: false, meet: false },
    popular: false,
  },
  {
    code: 'asosiy',
    name: 'Asosiy',
    price: 4_900_000,
    maxServices: 10,
    maxMonthlyBookings: 500,
    trialDays: 0,
    description: "O'sib borayotgan mutaxassislar uchun",
    features: [
      '10 ta xizmat',
      'Oyiga 500 ta uchrashuv',
      'Ommaviy bron sahifasi',
      'Telegram va email eslatmalar',
      "Oldindan to'lov (depozit) qabul qilish",
    ],
    flags: { reserve: true, reports: false, meet: false },
    popular: false,
  },
  {
    code: 'business',
    name: 'Business',
    price: 9_900_000,
    maxServices: null,
    maxMonthlyBookings: null,
    trialDays: 30,
    description: 'Jamoa va faol biznes uchun, 30 kunlik bepul sinov bilan',
    features: [
      'Cheksiz xizmatlar',
      'Cheksiz uchrashuvlar',
      "Oldindan to'lov (depozit) qabul qilish",
      'Hisobotlar',
      '30 kunlik bepul sinov',
    ],
    flags: { reserve: true, reports: true, meet: false },
    popular: false,
  },
  {
    code: 'premium',
    name: 'Premium',
    price: 14_900_000,
    maxServices: null,
    maxMonthlyBookings: null,
    trialDays: 0,
    description: "Onlayn uchrashuvlar va to'liq imkoniyatlar",
    features: [
      'Cheksiz xizmatlar',
      'Cheksiz uchrashuvlar',
      "Oldindan to'lov (depozit) qabul qilish",
      'Hisobotlar',
      'Google Meet havolalari',
    ],
    flags: { reserve: true, reports: true, meet: true },
    popular: true,
  },
];

const q = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** The four plans of DECISIONS.md and the admin settings' default time slots. */
export class Migration20261121000100_seed_plans extends Migration {
  override async up(): Promise<void> {
    plans.forEach((p, index) => {
      this.addSql(`insert into subscription_plans
        (code, name, description, price, duration_days, features, popular, max_services, max_monthly_bookings,
         trial_days, allows_reserve_fee, allows_reports, allows_google_meet, sort_order)
        values (${q(p.code)}, ${q(p.name)}, ${q(p.description)}, ${p.price}, 30, ${q(JSON.stringify(p.features))}::jsonb,
         ${p.popular}, ${p.maxServices ?? 'null'}, ${p.maxMonthlyBookings ?? 'null'}, ${p.trialDays},
         ${p.flags.reserve}, ${p.flags.reports}, ${p.flags.meet}, ${index});`);
    });
    for (let minutes = 9 * 60; minutes <= 19 * 60 + 30; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const category = minutes < 12 * 60 ? 'morning' : minutes < 17 * 60 ? 'afternoon' : 'evening';
      this.addSql(`insert into time_slots (time, category) values (${q(time)}, ${q(category)});`);
    }
  }
}
