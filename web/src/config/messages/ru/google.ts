/** The Google sign-in error page and the developer test page in Russian. */
import type { Translation } from '@qabul/api/i18n';
import type { googleAuthErrorUz, googleOAuthTestUz } from '../google.ts';

export const googleAuthError = {
  title: 'Не удалось войти через Google',
  reasons: {
    not_configured: 'Вход через Google на этом сервере ещё не настроен.',
    access_denied: 'Вы не дали разрешение на странице Google.',
    invalid_state: 'Ссылка для входа устарела или открыта в другом окне. Попробуйте ещё раз.',
    exchange_failed: 'Не удалось связаться с Google. Попробуйте ещё раз чуть позже.',
    email_not_verified: 'Электронная почта в вашем аккаунте Google не подтверждена.',
  },
  devTitle: 'Google OAuth работает только на основном домене',
  devText:
    'Вы в среде разработки. Чтобы проверить здесь вход через Google, добавьте в Google Cloud Console для OAuth-клиента следующий адрес возврата:',
  devSteps: [
    'Откройте Google Cloud Console → APIs & Services → Credentials',
    'Выберите OAuth 2.0 Client ID',
    "Добавьте адрес выше в список 'Authorized redirect URIs' и сохраните",
    "Или запустите тестовый сервер Google для локальной проверки (README: 'Google on this machine')",
  ],
  causesTitle: 'Возможные причины',
  causes: [
    'Разрешение на странице Google не было дано',
    'Ссылка для входа устарела или открыта дважды',
    'Электронная почта в аккаунте Google не подтверждена',
    'Временно нет связи с Google',
  ],
  backToProfile: 'Вернуться в профиль',
  retry: 'Попробовать снова',
} satisfies Translation<typeof googleAuthErrorUz>;

export const googleOAuthTest = {
  title: 'Проверка Google OAuth',
  subtitle: 'Запросить ссылку разрешения Google для пользователя (для разработчиков)',
  userId: 'ID пользователя',
  request: 'Запросить ссылку',
  authUrl: 'Ссылка разрешения',
  open: 'Открыть ссылку',
  failed: 'Не удалось получить ссылку авторизации',
  network: 'Ошибка сети',
} satisfies Translation<typeof googleOAuthTestUz>;
