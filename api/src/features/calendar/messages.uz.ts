/** The calendar feature's own texts, Uzbek (Latin). */
export const calendarText = {
  days: "Kunlar soni 1 dan 7 gacha bo'lishi kerak",
  includeCancelled: "Bekor qilinganlarni ko'rsatish (includeCancelled) 0 yoki 1 bo'lishi kerak",
  start: "Boshlanish vaqti noto'g'ri: HH:mm, 5 daqiqalik qadam bilan (masalan 13:00)",
  end: "Tugash vaqti noto'g'ri: HH:mm, 5 daqiqalik qadam bilan, ko'pi bilan 24:00",
  range: "Tugash vaqti boshlanish vaqtidan keyin bo'lishi kerak",
  note: "Izoh ko'pi bilan 200 belgi bo'lishi kerak",
  past: "O'tib ketgan vaqtni band qilib bo'lmaydi",
  tooFar: "Vaqtni ko'pi bilan 365 kun oldinga band qilish mumkin",
  noSuchTime: "Bu vaqt shu kuni yo'q (soat o'zgargan kun)",
  taken: "Bu vaqtda ustaning uchrashuvi yoki band vaqti bor: avval uni ko'chiring yoki bekor qiling",
  notFound: 'Band vaqt topilmadi',
} as const;
