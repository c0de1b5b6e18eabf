/** The staff feature's own texts, Uzbek (Latin). */
export const staffText = {
  inviteMail: {
    subject: '{business} sizni Qabul’dagi jamoasiga taklif qildi',
    greeting: 'Assalomu alaykum, {name}!',
    body: '{business} sizni usta sifatida jamoasiga qo‘shmoqchi. Taklifni qabul qilsangiz, o‘z uchrashuvlaringiz, kalendaringiz va ish vaqtingizni ko‘rasiz.',
    next: 'Qabul qilish uchun ro‘yxatdan o‘ting yoki hisobingizga kiring.',
    validity: 'Havola 7 kun amal qiladi. Muddati o‘tsa, biznes egasidan yangi taklif so‘rang.',
    button: 'Taklifni qabul qilish',
  },
} as const;
