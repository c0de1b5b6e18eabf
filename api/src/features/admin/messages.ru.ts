import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { adminText } from './messages.uz.ts';

/** The operators' API texts in Russian. */
export const adminTextRu = {
  invalidCredentials: 'Неверный логин или пароль',
  adminRequired: 'Войдите в панель администратора',
  operatorOnly: 'Эта страница только для администраторов',
  platformAdminOnly: 'Эта страница только для администраторов платформы',
  platformAdminProtected: 'Нельзя удалить администратора платформы или изменить его роль',
  notYourself: 'Нельзя удалить себя или изменить свою роль',
  alreadySubscribed: 'У пользователя уже есть активная подписка',
  noSubscription: 'У пользователя нет активной подписки',
  planInUse: 'Этим тарифом уже пользовались, поэтому удалить его нельзя. Вместо этого отключите тариф',
  builtInPlan: 'Встроенные тарифы удалить нельзя. Вместо этого отключите тариф',
  reopenCancelled: 'Отменённую запись нельзя открыть снова: клиенту уже сообщили об отмене',
  timeSlotNotFound: 'Время не найдено',
  providerDeleted: 'Аккаунт специалиста удалён',
  validation: {
    username: 'Введите логин',
    password: 'Введите пароль',
    role: 'Неверная роль',
    planName: 'Укажите название',
    planPrice: 'Цена должна быть больше 0',
    planDuration: 'Длительность — больше 1 дня',
    planLimit: 'Лимит — целое число, 0 или больше',
    features: 'Неверный список возможностей',
    isAvailable: 'Неверный признак доступности',
    page: 'Неверный номер страницы',
    pageSize: 'Размер страницы — от 1 до 100',
    sort: 'Неверное поле сортировки',
  },
} satisfies Translation<typeof adminText>;
