/** What the business profile's answers say (Uzbek, Latin). */
export const businessText = {
  validation: {
    businessName: "Biznes nomi 2 tadan 80 tagacha belgidan iborat bo'lishi kerak",
    category: "Faoliyat turini ro'yxatdan tanlang",
    address: 'Manzil 200 ta belgidan oshmasligi kerak',
    landmark: "Mo'ljal 200 ta belgidan oshmasligi kerak",
    location: "Joylashuv noto'g'ri: kenglik -90 dan 90 gacha, uzunlik -180 dan 180 gacha bo'lishi kerak",
    phone: "Telefon raqamni to'liq kiriting, masalan +998 90 123 45 67",
    telegram: "Telegram username noto'g'ri: 5–32 ta lotin harfi, raqam yoki _",
    instagram: "Instagram username noto'g'ri: 1–30 ta lotin harfi, raqam, nuqta yoki _",
    description: 'Tavsif 1000 ta belgidan oshmasligi kerak',
    imageKind: "Rasm turi noto'g'ri: logotip, muqova yoki galereya bo'lishi kerak",
    galleryOrder: "Galereya tartibi noto'g'ri: har bir rasmni bir martadan sanab bering",
  },
  images: {
    galleryFull: "Galereyada ko'pi bilan {max} ta rasm bo'lishi mumkin. Yangisini qo'shish uchun avval birini o'chiring",
    notFound: 'Rasm topilmadi',
  },
} as const;
