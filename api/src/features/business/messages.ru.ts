import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { businessText } from './messages.uz.ts';

/** The business profile's answers in Russian. */
export const businessTextRu = {
  validation: {
    businessName: 'Название бизнеса — от 2 до 80 символов',
    category: 'Выберите вид деятельности из списка',
    address: 'Адрес — не больше 200 символов',
    landmark: 'Ориентир — не больше 200 символов',
    location: 'Неверное местоположение: широта от -90 до 90, долгота от -180 до 180',
    phone: 'Введите номер телефона полностью, например +998 90 123 45 67',
    telegram: 'Неверный username в Telegram: 5–32 латинские буквы, цифры или _',
    instagram: 'Неверный username в Instagram: 1–30 латинских букв, цифр, точек или _',
    description: 'Описание — не больше 1000 символов',
    imageKind: 'Неверный вид изображения: логотип, обложка или галерея',
    galleryOrder: 'Неверный порядок галереи: укажите каждое фото ровно один раз',
  },
  images: {
    galleryFull: 'В галерее может быть не больше {max} фото. Чтобы добавить новое, сначала удалите одно',
    notFound: 'Изображение не найдено',
  },
} satisfies Translation<typeof businessText>;
