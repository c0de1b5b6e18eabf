/** The "Jamoa" page, a master's invitation and their own hours, in Russian. */
import type { Translation } from '@qabul/api/i18n';
import type { myHoursUz, staffInviteUz, teamPageUz } from '../team.ts';

export const teamPage = {
  title: 'Команда',
  subtitle: 'Мастера, их услуги и недельный график',
  add: 'Добавить мастера',
  addTitle: 'Новый мастер',
  editTitle: 'Редактировать мастера',
  empty: 'Пока в команде только вы',
  loadError: 'Не удалось загрузить команду.',
  owner: 'Вы',
  inactive: 'Неактивен',
  accepted: 'Вошёл в кабинет',
  invited: 'Приглашение отправлено',
  edit: 'Изменить',
  remove: 'Удалить',
  invite: 'Пригласить',
  deactivate: 'Сделать неактивным',
  servicesCount: '{n, plural, =0 {Услуги не назначены} one {# услуга} few {# услуги} many {# услуг} other {# услуги}}',
  fields: {
    name: 'Имя',
    title: 'Должность',
    titleHint: 'Например: мастер, барбер, врач',
    photoUrl: 'Ссылка на фото',
    photoHint: 'Адрес изображения, начинающийся с https://',
    email: 'Email',
    emailHint: 'Сюда придут приглашение и уведомления',
    telegram: 'Имя пользователя в Telegram',
    services: 'Услуги',
    active: 'Активен (клиенты могут записываться)',
  },
  stepDetails: 'Данные',
  stepHours: 'Часы работы',
  hoursHint: 'Если оставить пустым, мастер работает в часы работы услуги',
  next: 'Далее',
  saved: 'Мастер сохранён',
  deleteTitle: 'Удалить мастера',
  deleteText: '{name} будет удалён из команды. Если у него есть предстоящие записи, сначала перенесите или отмените их.',
  deactivateTitle: 'Сделать мастера неактивным',
  deactivateText: 'К мастеру {name} больше нельзя будет записаться. Существующие записи сохранятся.',
  deleted: 'Мастер удалён',
  inviteTitle: 'Приглашение',
  inviteText: 'Мастеру {name} на адрес {email} придёт приглашение войти в кабинет. Ссылка действует 7 дней.',
  inviteSent: 'Приглашение отправлено',
  errors: {
    save: 'Не удалось сохранить мастера',
    remove: 'Не удалось удалить мастера',
    invite: 'Не удалось отправить приглашение',
  },
} satisfies Translation<typeof teamPageUz>;

export const staffInvite = {
  title: 'Приглашение в команду',
  intro: 'Приняв приглашение, вы увидите под этим аккаунтом свои записи, свой день и часы работы.',
  accept: 'Принять приглашение',
  done: 'Теперь вы в команде',
  toDay: 'Открыть мой день',
  noToken: 'Ссылка неполная. Откройте ссылку из письма ещё раз.',
  signInFirst: 'Сначала войдите или зарегистрируйтесь, затем снова откройте ссылку из письма.',
  toSignIn: 'Войти или зарегистрироваться',
  failed: 'Не удалось принять приглашение',
} satisfies Translation<typeof staffInviteUz>;

export const myHours = {
  title: 'Мои часы работы',
  subtitle: 'Клиенты могут записаться к вам только в эти часы (и в часы работы услуги). Если оставить пустым, вы работаете в часы услуги',
  saved: 'Часы работы сохранены',
  failed: 'Не удалось сохранить часы работы',
  telegram: {
    title: 'Уведомления в Telegram',
    text: 'Получайте новые записи к вам и напоминания в своём Telegram: подтверждайте, отменяйте и отмечайте «Не пришёл» прямо там.',
    connect: 'Подключить Telegram',
    linked: 'Telegram подключён',
  },
  telegramError: 'Не удалось получить ссылку для Telegram',
} satisfies Translation<typeof myHoursUz>;
