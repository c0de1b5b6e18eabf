/** What the clients feature says to the provider. */
export const clientText = {
  notFound: 'Mijoz topilmadi',
  noteTooLong: 'Izoh juda uzun (eng ko‘pi 2000 belgi)',
  search: "Qidiruv so'zi juda uzun",
} as const;
