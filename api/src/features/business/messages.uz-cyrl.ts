import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { businessText } from './messages.uz.ts';

/** The business profile's answers in Uzbek (Cyrillic). */
export const businessTextCyrl = {
  validation: {
    businessName: 'Бизнес номи 2 тадан 80 тагача белгидан иборат бўлиши керак',
    category: 'Фаолият турини рўйхатдан танланг',
    address: 'Манзил 200 та белгидан ошмаслиги керак',
    landmark: 'Мўлжал 200 та белгидан ошмаслиги керак',
    location: 'Жойлашув нотўғри: кенглик -90 дан 90 гача, узунлик -180 дан 180 гача бўлиши керак',
    phone: 'Телефон рақамни тўлиқ киритинг, масалан +998 90 123 45 67',
    telegram: 'Telegram username нотўғри: 5–32 та лотин ҳарфи, рақам ёки _',
    instagram: 'Instagram username нотўғри: 1–30 та лотин ҳарфи, рақам, нуқта ёки _',
    description: 'Тавсиф 1000 та белгидан ошмаслиги керак',
    imageKind: 'Расм тури нотўғри: логотип, муқова ёки галерея бўлиши керак',
    galleryOrder: 'Галерея тартиби нотўғри: ҳар бир расмни бир мартадан санаб беринг',
  },
  images: {
    galleryFull: 'Галереяда кўпи билан {max} та расм бўлиши мумкин. Янгисини қўшиш учун аввал бирини ўчиринг',
    notFound: 'Расм топилмади',
  },
} satisfies Translation<typeof businessText>;
