import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { waitlistForm as waitlistFormUz } from '../waitlist.ts';

export const waitlistForm = {
  title: 'Встать в лист ожидания',
  text: 'Встаньте в лист ожидания: если в этот день освободится время, вы одними из первых узнаете об этом в Telegram или по email.',
  name: 'Ваше имя',
  phone: 'Ваш номер телефона',
  telegram: 'Имя пользователя в Telegram',
  telegramHint: 'Чтобы получить сообщение в Telegram, запустите и нашего бота.',
  email: 'Email',
  submit: 'Встать в лист ожидания',
  done: 'Вы в листе ожидания. Если время освободится, мы сообщим — его получит тот, кто запишется первым.',
  leave: 'Выйти из листа ожидания',
  left: 'Вы вышли из листа ожидания.',
  error: 'Не удалось встать в лист ожидания. Попробуйте ещё раз.',
} satisfies TranslationOf<typeof waitlistFormUz>;
