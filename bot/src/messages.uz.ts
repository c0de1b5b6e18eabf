/**
 * Everything the bot says, Uzbek (Latin): the canonical catalogue; messages.ru.ts and messages.uz-cyrl.ts hold the
 * same keys in the other languages. Texts are ICU MessageFormat (`{name}`, `{count, plural, ...}`), formatted by
 * the same library as every surface (`fill` in messages.ts, which HTML-escapes the values). ICU quoting: an
 * apostrophe pair around a brace ("o'{x}'") quotes the placeholder away and "''" prints one apostrophe;
 * messages.test.ts checks that every text still comes out as written.
 */
export const botText = {
  welcome:
    'Assalomu alaykum{name}! Bu Qabul boti.\n\n' +
    "Bu yerda uchrashuvlaringiz tasdig'i va eslatmalari keladi.\n" +
    '/bookings — kelgusi uchrashuvlarim\n/today — bugungi qabullar (mutaxassislar uchun)\n/language — til\n/help — yordam',
  help:
    '<b>Qabul boti</b>\n\n' +
    "/book username — mutaxassisga shu yerning o'zida yozilish\n" +
    '/bookings — kelgusi uchrashuvlaringiz, bekor qilish tugmasi bilan\n' +
    "/today — bugungi qabullaringiz (profilingiz botga ulangan bo'lsa)\n" +
    '/start — botni qayta ishga tushirish\n' +
    "/paysupport — oldindan to'lov bo'yicha yordam\n" +
    '/language — botning tilini tanlash\n\n' +
    'Istalgan chatda @bot_nomi va mutaxassis ismini yozing: uning sahifasini ulashishingiz mumkin.\n' +
    'Mutaxassis sahifasidan bron qilganingizdan so\'ng "Telegramda tasdiqni olish" havolasini bosing: tasdiq va eslatmalar shu yerga keladi.\n' +
    'Mutaxassislar profilidagi "Telegramni ulash" tugmasi orqali yangi buyurtmalarni shu yerda qabul qilishadi.',
  openBooking: "<b>{provider}</b> bilan uchrashuvga yozilish: Mini Appda oching yoki shu yerning o'zida yoziling.",
  openBookingButton: 'Mini Appda ochish',
  bookHereButton: 'Shu yerda yozilish',
  bookUsage: 'Mutaxassis username bilan yozing, masalan: /book aziz_karimov',
  backButton: '⬅️ Orqaga',
  chatPickService: '<b>{provider}</b>\n\nXizmatni tanlang:',
  chatNoServices: "<b>{provider}</b> hozircha onlayn yozilish uchun xizmat qo'shmagan.",
  chatPrepayment:
    "<b>{service}</b> uchun oldindan to'lov kerak. To'lovni chatda qabul qila olmaymiz: Mini Appda yoki sahifada to'lab yoziling.",
  chatPickMaster: '<b>{service}</b>\n\nUstani tanlang:',
  chatAnyMaster: "Farqi yo'q",
  /** The master under their title, "Usta" when they have none: "Stilist: Nilufar". */
  chatMasterLine: '{label}: {name}',
  chatMasterLabel: 'Usta',
  chatPickDay: '<b>{service}</b>\n\nKunni tanlang:',
  chatNoDays: "<b>{service}</b>\n\nKeyingi 14 kunda bo'sh vaqt yo'q. Boshqa xizmatni tanlang yoki keyinroq urinib ko'ring.",
  chatPickTime: '<b>{service}</b>, {day}\n\nVaqtni tanlang:',
  chatSlotTaken: "Bu vaqt band bo'ldi. Boshqa vaqtni tanlang.",
  chatAskPhone:
    '<b>{service}</b>, {day} {time}\n\nTelefon raqamingiz: pastdagi «Raqamni yuborish» tugmasini bosing yoki raqamni yozing (masalan, +998 90 123 45 67).',
  chatContactButton: '📱 Raqamni yuborish',
  chatContactHint: 'Raqamingizni yuboring yoki yozing.',
  chatSavedPhoneButton: '📱 {phone}',
  chatBadPhone: "Bu telefon raqamiga o'xshamaydi. Masalan: +998 90 123 45 67",
  chatPhoneTaken: 'Raqam: {phone}',
  chatConfirm: "<b>Tekshiring:</b>\n{provider}\n{service}\n{day}, {time}\nIsm: {name}\nTelefon: {phone}\n\nHammasi to'g'rimi?",
  chatConfirmButton: '✅ Tasdiqlash',
  chatBooked: '✅ Yozildingiz: {service}, {day} {time}.\nTasdiqlash raqami: <b>{number}</b>. Batafsil xabar shu yerga keladi.',
  chatRefused: '{message}',
  contactSaved: "Raqamingiz saqlandi: {phone}. Endi uni qayta so'ramaymiz.",
  contactNotYours: "Bu kontakt sizniki emas: tasdiqlangan raqam sifatida faqat o'zingizning raqamingizni yuboring.",
  contactNotYoursInBooking:
    'Bu kontakt sizniki emas, shuning uchun tasdiqlangan raqam sifatida saqlanmadi. Yozilish uchun uni oddiy raqam sifatida oldik.',
  contactNotPhone: "Bu kontaktda telefon raqami o'qilmadi.",
  providerNotFound: 'Bunday mutaxassis topilmadi. Havolani tekshiring.',
  badLink: "Havola noto'g'ri yoki eskirgan.",
  bookingNotFound: 'Uchrashuv topilmadi yoki havola eskirgan. Tasdiqlash raqamingiz bilan mutaxassis sahifasidan tekshiring.',
  providerLinked:
    "Tayyor, {name}! Profilingiz botga ulandi.\nYangi buyurtmalar shu yerga keladi, ularni shu yerning o'zida tasdiqlashingiz mumkin. /today — bugungi qabullar.",
  providerLinkInvalid: "Ulash havolasi noto'g'ri yoki allaqachon ishlatilgan. Profil sahifasidan yangi havola oling.",
  noUpcoming: "Sizda kelgusi uchrashuvlar yo'q.",
  upcomingTitle: '<b>Kelgusi uchrashuvlaringiz ({count, plural, one {# ta} other {# ta}})</b>',
  bookingLine: '{when} — {service}\n{provider} · {status}',
  cancelButton: 'Bekor qilish: {when}',
  cancelAsk: '<b>Uchrashuvni bekor qilasizmi?</b>\n{when} — {service}\n{provider}',
  cancelYes: 'Ha, bekor qilinsin',
  cancelNo: "Yo'q",
  cancelKept: 'Uchrashuv saqlab qolindi.',
  cancelledByClient: '❌ Uchrashuv bekor qilindi.\n{when} — {service}\n{provider}',
  notLinkedProvider:
    'Bu buyruq mutaxassislar uchun. Profilingizni ulash uchun saytdagi profil sahifasida "Telegramni ulash" tugmasini bosing.',
  todayTitle: '<b>Bugungi qabullar ({date}): {count, plural, one {# ta} other {# ta}}</b>',
  todayEmpty: "Bugun ({date}) qabullar yo'q.",
  todayLine: '{time} — {client}, {phone}\n{service} · {status}',
  confirmButton: 'Tasdiqlash',
  rejectButton: 'Bekor qilish',
  decidedConfirmed: '✅ Tasdiqlandi',
  decidedCancelled: '❌ Bekor qilindi',
  unknownAction: 'Bu tugma endi ishlamaydi.',
  chatConfirmUsed: 'Bu tasdiqlash allaqachon bajarilgan (bron bir marta qilinadi) yoki eskirgan. Bronlaringiz: /bookings',
  /** The living booking card's buttons and answers (ADR 014). */
  card: {
    comeButton: 'Kelaman',
    rescheduleButton: "Ko'chirish",
    cancelButton: 'Bekor qilish',
    againButton: 'Yana yozilish',
    comeThanks: 'Rahmat! Kelishingizni mutaxassisga bildirdik.',
    notForYou: 'Bu tugma siz uchun emas',
    cancelAsk: 'Rostdan bekor qilasizmi?',
    cancelYes: 'Ha',
    cancelNo: "Yo'q",
    cancelDone: '❌ Uchrashuv bekor qilindi.',
  },
  inlineCard: '<b>{provider}</b>\n{services}\n\nQabul orqali onlayn yozilish.',
  inlineOpenButton: 'Sahifani ochish',
  clientMenuButton: 'Yozilish',
  providerMenuButton: 'Kabinet',
  paySupport:
    "<b>Oldindan to'lov bo'yicha yordam</b>\n\n" +
    "Oldindan to'lov bron qilingan mutaxassisga tushadi. Uchrashuv bekor qilinsa, u avtomatik qaytarilmaydi: " +
    "qaytarish yoki boshqa vaqtga o'tkazish haqida mutaxassisning o'zi bilan kelishing (uning aloqasi tasdiq xabarida va sahifasida). " +
    "Qaytarilgan pul to'lov tizimi (Payme yoki Click) orqali siz to'lagan kartaga tushadi.\n\n" +
    "To'lov o'tgan-u yozilish tasdiqlanmagan (bron vaqti tugagan), pul ikki marta yechilgan yoki to'lov o'tmagan bo'lsa, " +
    "to'lov cheki va tasdiqlash raqamini shu sahifa orqali yuboring, pulni to'lov tizimi orqali qaytaramiz: {helpUrl}\n\n" +
    "Telegram qo'llab-quvvatlash xizmati bu bot orqali qilingan to'lovlar bo'yicha yordam bera olmaydi. " +
    'Qabul tariflari Telegramda sotilmaydi: ular faqat saytda.',
  failed: "Xatolik yuz berdi. Birozdan so'ng qayta urinib ko'ring.",
  preCheckoutFailed: "To'lovni hozir tekshirib bo'lmadi. Birozdan so'ng qayta urinib ko'ring.",
  noShowButton: 'Kelmadi',
  decidedNoShow: '🚫 «Kelmadi» deb belgilandi',
  reviewThanks: 'Rahmat! Bahoingiz: {stars}',
  reviewAskComment: "Xohlasangiz, bir-ikki so'z bilan fikringizni yozib yuboring — u bahoingiz yonida ko'rinadi.",
  reviewCommentSaved: 'Rahmat, fikringiz saqlandi.',
  chatPickDayOrWait: "<b>{service}</b>\n\nKunni tanlang. 🔔 belgili kunlarda bo'sh vaqt qolmagan: ularda navbatga yozilish mumkin.",
  chatWaitlistOffer:
    "<b>{service}</b>, {day}\n\nBu kunda bo'sh vaqt yo'q. Navbatga yozilsangiz, vaqt bo'shashi bilan shu chatga xabar keladi — birinchi yozilgan vaqtni oladi.",
  chatWaitlistButton: '🔔 Navbatga yozilish',
  chatWaitlistAskPhone:
    '<b>{service}</b>, {day}\n\nNavbat uchun telefon raqamingiz: pastdagi «Raqamni yuborish» tugmasini bosing yoki raqamni yozing (masalan, +998 90 123 45 67).',
  chatWaitlistJoined:
    "✅ Navbatga yozildingiz: {service}, {day}.\nVaqt bo'shasa, shu chatga xabar beramiz — birinchi yozilgan vaqtni oladi.",
  masterLinked:
    "Tayyor, {name}! Telegramingiz ulandi.\nSizga yozilgan yangi mijozlar va eslatmalar shu yerga keladi, ularni shu yerning o'zida tasdiqlashingiz mumkin.",
  /** The command menu, in this order: command → its description (Telegram allows 3–256 characters). */
  commands: {
    bookings: 'Kelgusi uchrashuvlarim',
    book: 'Shu yerda yozilish: /book <username>',
    today: 'Bugungi qabullar (mutaxassis)',
    paysupport: "To'lov bo'yicha yordam",
    language: 'Tilni tanlash',
    help: 'Yordam',
  },
  /** What an empty chat with the bot shows (at most 512 characters), and its profile's short line (at most 120). */
  /** The bot's name in Telegram (at most 64 characters): the brand, the same in every language. */
  name: 'Qabul',
  description:
    "Qabul — mutaxassislarga onlayn yozilish. Bu yerda uchrashuvlaringiz tasdig'i va eslatmalari keladi, " +
    "shu yerning o'zida yozilish ham mumkin.",
  shortDescription: 'Mutaxassislarga onlayn yozilish: tasdiq va eslatmalar Telegramda.',
  languageAsk: 'Tilni tanlang:',
  languageChosen: "Endi bot siz bilan o'zbek tilida (lotin yozuvida) gaplashadi.",
} as const;
