import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { adminText } from './messages.uz.ts';

/** The operators' API texts in Uzbek (Cyrillic). */
export const adminTextCyrl = {
  invalidCredentials: 'Логин ёки парол нотўғри',
  adminRequired: 'Админ панелига кириш талаб қилинади',
  operatorOnly: 'Бу саҳифа фақат администраторлар учун',
  platformAdminOnly: 'Бу саҳифа фақат платформа администраторлари учун',
  platformAdminProtected: 'Платформа администраторини ўчириб ёки ролини ўзгартириб бўлмайди',
  notYourself: 'Ўзингизни ўчириб ёки ролингизни ўзгартириб бўлмайди',
  alreadySubscribed: 'Фойдаланувчида аллақачон фаол обуна бор',
  noSubscription: 'Фойдаланувчида фаол обуна йўқ',
  planInUse: 'Бу режадан фойдаланувчилар фойдаланган, шунинг учун уни ўчириб бўлмайди. Ўрнига режани нофаол қилинг',
  builtInPlan: 'Асосий режаларни ўчириб бўлмайди. Ўрнига режани нофаол қилинг',
  reopenCancelled: 'Бекор қилинган учрашувни қайта очиб бўлмайди: мижозга бекор қилингани ҳақида хабар берилган',
  timeSlotNotFound: 'Вақт топилмади',
  providerDeleted: 'Мутахассис ҳисоби ўчирилди',
  validation: {
    username: 'Логин киритинг',
    password: 'Парол киритинг',
    role: 'Рол нотўғри',
    planName: 'Ном талаб қилинади',
    planPrice: 'Нарх 0 дан катта бўлиши керак',
    planDuration: 'Давомийлиги 1 кундан кўп бўлиши керак',
    planLimit: 'Чеклов 0 ёки ундан катта бутун сон бўлиши керак',
    features: 'Имкониятлар рўйхати нотўғри',
    isAvailable: 'Мавжудлик белгиси нотўғри',
    page: 'Саҳифа рақами нотўғри',
    pageSize: 'Саҳифа ҳажми 1 дан 100 гача бўлиши керак',
    sort: 'Саралаш майдони нотўғри',
  },
} satisfies Translation<typeof adminText>;
