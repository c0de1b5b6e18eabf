import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { paymentCheckText } from './payment-check.messages.uz.ts';

export const paymentCheckTextCyrl = {
  instructions: {
    endpoint: 'Payme кабинетида касса учун Endpoint URL сифатида <PUBLIC_URL>/api/payment/payme манзилини киритинг.',
    sandbox: 'test.paycom.uz саҳифасида Merchant ID ва TEST_KEY билан синов сценарийларини ишга туширинг.',
    account: 'Ҳисоб тури: бир марталик, майдон номи order_id.',
  },
  notConfigured: 'Payme созланмаган',
  notConfiguredCause: 'PAYME_MERCHANT_ID ёки PAYME_KEY берилмаган',
  solutions: {
    setKeys: 'PAYME_MERCHANT_ID ва PAYME_KEY созламаларини киритинг ва иловани қайта ишга туширинг.',
    endpointErrors: 'Payme -31622/-31623 хатоларини кўрсатса, Endpoint URL очиқлигини ва HTTP 200 жавоб қайтишини текширинг.',
  },
  webhookSolution: 'Payme созламаларини киритинг',
  notice: {
    realTitle: 'Ҳақиқий тўлов',
    testTitle: 'Синов тўлови',
    realMessage: 'Бу ҳавола орқали ҳақиқий пул ечилади.',
    testMessage: 'Синов муҳитида пул ечилмайди.',
    recommendation: 'Аввал синов сценарийларини тўлиқ ўтказинг.',
  },
  warning: {
    title: 'Диққат',
    realMessage: 'Ҳақиқий картадан тўлов қилинади ва у бекор қилинмайди.',
    testMessage: 'Синов калити фақат test.paycom.uz билан ишлайди.',
    realRecommendation: 'Кичик суммадан бошланг.',
    testRecommendation: 'Ишлаб чиқаришда PAYME_KEY сифатида асосий калитни беринг.',
  },
} satisfies Translation<typeof paymentCheckText>;
