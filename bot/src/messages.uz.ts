/** Everything the bot says, Uzbek (Latin). Placeholders are `{name}`; values are HTML-escaped by `fill`. */
export const botText = {
  welcome:
    'Assalomu alaykum{name}! Bu Qabul boti.\n\n' +
    "Bu yerda uchrashuvlaringiz tasdig'i va eslatmalari keladi.\n" +
    '/bookings — kelgusi uchrashuvlarim\n/today — bugungi qabullar (mutaxassislar uchun)\n/help — yordam',
  help:
    '<b>Qabul boti</b>\n\n' +
    '/bookings — kelgusi uchrashuvlaringiz, bekor qilish tugmasi bilan\n' +
    "/today — bugungi qabullaringiz (profilingiz botga ulangan bo'lsa)\n" +
    '/start — botni qayta ishga tushirish\n\n' +
    'Mutaxassis sahifasidan bron qilganingizdan so\'ng "Telegramda tasdiqni olish" havolasini bosing: tasdiq va eslatmalar shu yerga keladi.\n' +
    'Mutaxassislar profilidagi "Telegramni ulash" tugmasi orqali yangi buyurtmalarni shu yerda qabul qilishadi.',
  openBooking: '<b>{provider}</b> bilan uchrashuvga yozilish uchun quyidagi tugmani bosing.',
  openBookingButton: 'Uchrashuvga yozilish',
  providerNotFound: 'Bunday mutaxassis topilmadi. Havolani tekshiring.',
  badLink: "Havola noto'g'ri yoki eskirgan.",
  bookingNotFound: 'Uchrashuv topilmadi yoki havola eskirgan. Tasdiqlash raqamingiz bilan mutaxassis sahifasidan tekshiring.',
  providerLinked:
    "Tayyor, {name}! Profilingiz botga ulandi.\nYangi buyurtmalar shu yerga keladi, ularni shu yerning o'zida tasdiqlashingiz mumkin. /today — bugungi qabullar.",
  providerLinkInvalid: "Ulash havolasi noto'g'ri yoki allaqachon ishlatilgan. Profil sahifasidan yangi havola oling.",
  noUpcoming: "Sizda kelgusi uchrashuvlar yo'q.",
  upcomingTitle: '<b>Kelgusi uchrashuvlaringiz</b>',
  bookingLine: '{when} — {service}\n{provider} · {status}',
  cancelButton: 'Bekor qilish: {when}',
  cancelAsk: '<b>Uchrashuvni bekor qilasizmi?</b>\n{when} — {service}\n{provider}',
  cancelYes: 'Ha, bekor qilinsin',
  cancelNo: "Yo'q",
  cancelKept: 'Uchrashuv saqlab qolindi.',
  cancelledByClient: '❌ Uchrashuv bekor qilindi.\n{when} — {service}\n{provider}',
  notLinkedProvider:
    'Bu buyruq mutaxassislar uchun. Profilingizni ulash uchun saytdagi profil sahifasida "Telegramni ulash" tugmasini bosing.',
  todayTitle: '<b>Bugungi qabullar ({date})</b>',
  todayEmpty: "Bugun ({date}) qabullar yo'q.",
  todayLine: '{time} — {client}, {phone}\n{service} · {status}',
  confirmButton: 'Tasdiqlash',
  rejectButton: 'Bekor qilish',
  decidedConfirmed: '✅ Tasdiqlandi',
  decidedCancelled: '❌ Bekor qilindi',
  notYours: "Bu uchrashuvni o'zgartirishga ruxsatingiz yo'q.",
  unknownAction: 'Bu tugma endi ishlamaydi.',
  failed: "Xatolik yuz berdi. Birozdan so'ng qayta urinib ko'ring.",
  commands: [
    { command: 'bookings', description: 'Kelgusi uchrashuvlarim' },
    { command: 'today', description: 'Bugungi qabullar (mutaxassis)' },
    { command: 'help', description: 'Yordam' },
  ],
} as const;

/** Escapes text for Telegram's HTML parse mode. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Fills `{key}` placeholders with HTML-escaped values (templates themselves are trusted). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));
}
