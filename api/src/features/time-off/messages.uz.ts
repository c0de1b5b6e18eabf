/** The days-off feature's own texts, Uzbek (Latin). */
export const timeOffText = {
  range: "Tugash sanasi boshlanish sanasidan oldin bo'lmasligi kerak",
  tooLong: "Dam olish oralig'i ko'pi bilan 366 kun bo'lishi mumkin",
  note: "Izoh ko'pi bilan 200 belgi bo'lishi kerak",
  year: "Yil 2000 dan 2100 gacha bo'lishi kerak",
  times: "Vaqtlar yarim soatlik bo'laklar bo'lishi kerak (masalan 09:00, 09:30)",
  notFound: 'Dam olish kuni topilmadi',
  overrideNotFound: "Bu sana uchun alohida ish vaqti yo'q",
  holidays: {
    newYear: 'Yangi yil',
    womensDay: 'Xalqaro xotin-qizlar kuni',
    navruz: "Navro'z bayrami",
    remembrance: 'Xotira va qadrlash kuni',
    independence: 'Mustaqillik kuni',
    teachers: "O'qituvchi va murabbiylar kuni",
    constitution: 'Konstitutsiya kuni',
    newYearEve: 'Yangi yil arafasi',
    ramazon: 'Ramazon hayiti',
    qurbon: 'Qurbon hayiti',
  },
} as const;
