import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { identityText } from './messages.uz.ts';

export const identityTextRu = {
  verifyInvalid: 'Ссылка для подтверждения недействительна или уже использована',
  verifyExpired: 'Срок действия ссылки для подтверждения истёк. Войдите в аккаунт и запросите новую ссылку',
  verified: 'Ваш email подтверждён',
  alreadyVerified: 'Ваш email уже подтверждён',
  resent: 'Ссылка для подтверждения отправлена на {email}',
  tokenRequired: 'Ссылка для подтверждения не найдена',
  verifyMail: {
    subject: 'Qabul: подтвердите ваш email',
    greeting: 'Здравствуйте, {name}!',
    body: 'Этот email указан для аккаунта в Qabul. Чтобы подтвердить, что адрес ваш, откройте ссылку:',
    button: 'Подтвердить email',
    validity: 'Ссылка действует 24 часа и срабатывает один раз.',
    notYou: 'Если вы не регистрировались, не открывайте ссылку и просто не обращайте внимания на это письмо.',
  },
  takeoverMail: {
    subject: 'Qabul: в ваш аккаунт вошли через Google',
    greeting: 'Здравствуйте!',
    body: 'Только что в аккаунт Qabul с адресом {email} вошли через Google. Этот адрес раньше не был подтверждён, поэтому теперь аккаунт принадлежит только вам: прежний пароль удалён, сеансы на всех устройствах завершены, прежние привязки Telegram и Google отключены.',
    next: 'Теперь входите в аккаунт кнопкой «Войти через Google». Уведомления в Telegram можно снова подключить на странице профиля.',
    notYou: 'Если через Google входили не вы, немедленно смените пароль своего аккаунта Google.',
  },
  footer: 'Это письмо отправлено Qabul автоматически.',
} satisfies Translation<typeof identityText>;
