/** The developer pages' check of the Payme setup (/test-payment, /real-payment), Uzbek (Latin). */
export const paymentCheckText = {
  instructions: {
    endpoint: 'Payme kabinetida kassa uchun Endpoint URL sifatida <PUBLIC_URL>/api/payment/payme manzilini kiriting.',
    sandbox: 'test.paycom.uz sahifasida Merchant ID va TEST_KEY bilan sinov ssenariylarini ishga tushiring.',
    account: 'Hisob turi: bir martalik, maydon nomi order_id.',
  },
  notConfigured: 'Payme sozlanmagan',
  notConfiguredCause: 'PAYME_MERCHANT_ID yoki PAYME_KEY berilmagan',
  solutions: {
    setKeys: 'PAYME_MERCHANT_ID va PAYME_KEY sozlamalarini kiriting va ilovani qayta ishga tushiring.',
    endpointErrors: "Payme -31622/-31623 xatolarini ko'rsatsa, Endpoint URL ochiqligini va HTTP 200 javob qaytishini tekshiring.",
  },
  webhookSolution: 'Payme sozlamalarini kiriting',
  notice: {
    realTitle: "Haqiqiy to'lov",
    testTitle: "Sinov to'lovi",
    realMessage: 'Bu havola orqali haqiqiy pul yechiladi.',
    testMessage: 'Sinov muhitida pul yechilmaydi.',
    recommendation: "Avval sinov ssenariylarini to'liq o'tkazing.",
  },
  warning: {
    title: 'Diqqat',
    realMessage: "Haqiqiy kartadan to'lov qilinadi va u bekor qilinmaydi.",
    testMessage: 'Sinov kaliti faqat test.paycom.uz bilan ishlaydi.',
    realRecommendation: 'Kichik summadan boshlang.',
    testRecommendation: 'Ishlab chiqarishda PAYME_KEY sifatida asosiy kalitni bering.',
  },
};
