import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessProfileSchema, type User } from '@qabul/db';
import sharp from 'sharp';
import type { Actor } from '../lib/context.ts';
import { addBusinessImage } from '../features/business/business-images.service.ts';
import { saveBusiness } from '../features/business/business.service.ts';

/** The demo salon as its clients see it: a name, a place in Tashkent with a landmark, a phone, pictures. */
export const DEMO_BUSINESS = {
  businessName: 'Aziz Barber Studio',
  category: 'barbershop',
  address: "Toshkent, Amir Temur ko'chasi 1",
  landmark: "Amir Temur xiyoboni, «Toshkent» mehmonxonasi ro'parasida",
  location: { lat: 41.3111, lng: 69.2797 },
  phone: '+998 71 200 00 01',
  description:
    "Erkaklar uchun soch va soqol ustaxonasi: klassik va zamonaviy turmaklar, soqolni parvarish, uslub bo'yicha maslahat. Uch usta, dushanbadan shanbagacha.",
} as const;

/** A picture drawn, not photographed: the demo carries no one's photo, and needs no font (text would need one). */
function drawing(width: number, height: number, body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A barber's pole: the stripes every client knows. */
const pole = (x: number, y: number, w: number, h: number) => {
  const stripes = Array.from(
    { length: Math.ceil(h / 24) + 2 },
    (_, i) =>
      `<polygon points="${x},${y + i * 24 - 24} ${x + w},${y + i * 24 - 12} ${x + w},${y + i * 24} ${x},${y + i * 24 - 12}" fill="#c62828"/>`,
  ).join('');
  return `<clipPath id="p${x}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}"/></clipPath>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff"/>
    <g clip-path="url(#p${x})">${stripes}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none"/></g>`;
};

function demoPictures(): Promise<{ logo: Buffer; cover: Buffer; gallery: Buffer[] }> {
  const gradient = (id: string, from: string, to: string) =>
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  return Promise.all([
    drawing(
      512,
      512,
      `${gradient('g', '#0d7a5f', '#0a4f3e')}<rect width="512" height="512" rx="96" fill="url(#g)"/>${pole(216, 96, 80, 320)}
       <circle cx="256" cy="88" r="28" fill="#f5c542"/><circle cx="256" cy="424" r="28" fill="#f5c542"/>`,
    ),
    drawing(
      1800,
      600,
      `${gradient('c', '#0a4f3e', '#12836a')}<rect width="1800" height="600" fill="url(#c)"/>
       <circle cx="1500" cy="120" r="260" fill="#ffffff" opacity="0.06"/><circle cx="300" cy="560" r="220" fill="#ffffff" opacity="0.05"/>
       ${pole(1580, 140, 70, 320)}<rect x="120" y="250" width="700" height="18" rx="9" fill="#f5c542"/>
       <rect x="120" y="300" width="480" height="18" rx="9" fill="#ffffff" opacity="0.7"/>`,
    ),
    Promise.all(
      [
        ['#f3e9dc', '#8d6e63'],
        ['#e0f2f1', '#00796b'],
        ['#fbe9e7', '#c62828'],
      ].map(([background, accent]) =>
        drawing(
          1200,
          900,
          `<rect width="1200" height="900" fill="${background}"/><rect x="380" y="120" width="440" height="520" rx="220" fill="${accent}" opacity="0.85"/>
           <rect x="260" y="640" width="680" height="160" rx="40" fill="${accent}"/>${pole(1020, 200, 60, 500)}`,
        ),
      ),
    ),
  ]).then(([logo, cover, gallery]) => ({ logo, cover, gallery }));
}

/**
 * Gives the demo provider its business profile and pictures, once: a demo database made before businesses had
 * profiles gets it on its next start too, and an owner who changed it keeps their changes.
 */
export async function seedDemoBusiness(em: EntityManager, owner: User): Promise<void> {
  if (await em.findOne(BusinessProfileSchema, { userId: owner.id })) return;
  const actor: Actor = { userId: owner.id, ipAddress: null, userAgent: 'demo-seed' };
  await saveBusiness(em, owner, { ...DEMO_BUSINESS }, actor);
  const pictures = await demoPictures();
  await addBusinessImage(em, owner, 'logo', pictures.logo, actor);
  await addBusinessImage(em, owner, 'cover', pictures.cover, actor);
  for (const photo of pictures.gallery) await addBusinessImage(em, owner, 'gallery', photo, actor);
}
