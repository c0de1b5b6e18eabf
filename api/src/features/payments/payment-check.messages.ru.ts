import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { paymentCheckText } from './payment-check.messages.uz.ts';

export const paymentCheckTextRu = {
  instructions: {
    endpoint: 'В кабинете Payme укажите для кассы Endpoint URL: <PUBLIC_URL>/api/payment/payme.',
    sandbox: 'На test.paycom.uz запустите тестовые сценарии с Merchant ID и TEST_KEY.',
    account: 'Тип счёта: одноразовый, имя поля — order_id.',
  },
  notConfigured: 'Payme не настроен',
  notConfiguredCause: 'Не заданы PAYME_MERCHANT_ID или PAYME_KEY',
  solutions: {
    setKeys: 'Задайте PAYME_MERCHANT_ID и PAYME_KEY и перезапустите приложение.',
    endpointErrors: 'Если Payme показывает ошибки -31622/-31623, проверьте, что Endpoint URL доступен и отвечает HTTP 200.',
  },
  webhookSolution: 'Задайте настройки Payme',
  notice: {
    realTitle: 'Реальный платёж',
    testTitle: 'Тестовый платёж',
    realMessage: 'По этой ссылке списываются настоящие деньги.',
    testMessage: 'В тестовой среде деньги не списываются.',
    recommendation: 'Сначала полностью пройдите тестовые сценарии.',
  },
  warning: {
    title: 'Внимание',
    realMessage: 'Оплата пройдёт с настоящей карты, и отменить её будет нельзя.',
    testMessage: 'Тестовый ключ работает только с test.paycom.uz.',
    realRecommendation: 'Начните с небольшой суммы.',
    testRecommendation: 'В рабочей среде укажите основной ключ в PAYME_KEY.',
  },
} satisfies Translation<typeof paymentCheckText>;
