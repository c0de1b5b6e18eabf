/** What the identity e-mails and the e-mail proof answers say (Uzbek, Latin). `{name}` style placeholders. */
export const identityText = {
  verifyInvalid: 'Tasdiqlash havolasi yaroqsiz yoki allaqachon ishlatilgan',
  verifyExpired: "Tasdiqlash havolasining muddati o'tgan. Hisobingizga kiring va yangi havola so'rang",
  verified: 'Email manzilingiz tasdiqlandi',
  alreadyVerified: 'Email manzilingiz allaqachon tasdiqlangan',
  resent: 'Tasdiqlash havolasi {email} manziliga yuborildi',
  tokenRequired: 'Tasdiqlash havolasi topilmadi',
  verifyMail: {
    subject: 'Qabul: email manzilingizni tasdiqlang',
    greeting: 'Assalomu alaykum, {name}!',
    body: "Qabul hisobi uchun shu email manzil ko'rsatildi. Manzil sizniki ekanini tasdiqlash uchun havolani oching:",
    button: 'Emailni tasdiqlash',
    validity: 'Havola 24 soat amal qiladi va bir marta ishlatiladi.',
    notYou: "Agar siz ro'yxatdan o'tmagan bo'lsangiz, havolani ochmang: bu xatga e'tibor bermang.",
  },
  takeoverMail: {
    subject: 'Qabul: hisobingizga Google orqali kirildi',
    greeting: 'Assalomu alaykum!',
    body: "{email} manzili bilan ochilgan Qabul hisobiga hozirgina Google orqali kirildi. Bu manzil avval tasdiqlanmagan edi, shuning uchun hisob endi faqat sizniki: avvalgi parol o'chirildi, barcha qurilmalardagi seanslar yakunlandi, hisobga avval ulangan Telegram va Google bog'lanishlari uzildi.",
    next: 'Endi hisobingizga "Google orqali kirish" tugmasi bilan kirasiz. Telegram bildirishnomalarini profil sahifasida qayta ulashingiz mumkin.',
    notYou: "Agar Google orqali siz kirmagan bo'lsangiz, Google hisobingiz parolini darhol o'zgartiring.",
  },
  footer: 'Bu xat Qabul tomonidan avtomatik yuborildi.',
};
