import { BACKGROUND } from '../../src/background.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCardResponse, PublicBusinessResponse, PublicProviderResponse } from '../../src/contracts/responses.ts';
import { everyDay, masterBody, salon } from '../staff/support.ts';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import type { HttpClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The business on every surface a client looks at: the public reads, the page's head and structured data, the
// search; and the owner's login e-mail on none of them (DECISIONS.md, "The business on its page").
// The page-head tests read the built web app (web/dist), which `pnpm test` builds first.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { background: BACKGROUND });
});
afterAll(() => app.close());

const MALIKA = {
  businessName: 'Malika Beauty',
  category: 'beauty_salon',
  address: "Toshkent, Amir Temur ko'chasi 15",
  landmark: 'Oybek metrosi yonida',
  location: { lat: 41.2995, lng: 69.2401 },
  phone: '+998 90 123 45 67',
  telegram: 'malika_beauty',
  instagram: 'malika.beauty',
  description: "Soch, tirnoq va qosh: bir joyda, o'z vaqtida.",
};

async function uploadImage(client: HttpClient, kind: string, width: number, height: number) {
  const form = new FormData();
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const reply = await fetch(`${client.baseUrl}/api/business/images/${kind}`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader, origin: client.baseUrl },
  });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { id: string; url: string };
}

const today = () => daysAhead(0);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const structuredData = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return { raw: json as string, data: JSON.parse(json as string) };
};

describe('GET /api/public/user/{id} and /api/public/business/{id}', () => {
  it('gives a provider with no profile their own name, as before, and no e-mail', async () => {
    const provider = await providerWithService(app);
    const reply = await app.client().get(`/api/public/user/${provider.user.username}`);
    expect(reply.status).toBe(200);
    expect(PublicProviderResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body).not.toHaveProperty('email');
    expect(reply.body.business).toMatchObject({
      name: 'Aziz Karimov',
      category: null,
      mapLinks: null,
      rating: { average: null, count: 0 },
    });
    expect(JSON.stringify(reply.body)).not.toContain(provider.email);
  });

  it("shows the business: name, category, pictures, place with maps links, contacts and today's hours", async () => {
    const provider = await providerWithService(app);
    await provider.client.put('/api/business', MALIKA);
    const logo = await uploadImage(provider.client, 'logo', 400, 400);
    const cover = await uploadImage(provider.client, 'cover', 1600, 900);
    const reply = await app.client().get(`/api/public/business/${provider.user.username}`);
    expect(reply.status).toBe(200);
    expect(PublicBusinessResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body).toMatchObject({
      name: 'Malika Beauty',
      category: 'beauty_salon',
      logo: { id: logo.id, url: logo.url, width: 256, height: 256 },
      cover: { id: cover.id, url: cover.url, width: 1200, height: 400 },
      address: "Toshkent, Amir Temur ko'chasi 15",
      landmark: 'Oybek metrosi yonida',
      location: { lat: 41.2995, lng: 69.2401 },
      mapLinks: {
        yandex: 'https://yandex.uz/maps/?pt=69.2401,41.2995&z=17&l=map',
        google: 'https://www.google.com/maps/search/?api=1&query=41.2995,69.2401',
      },
      phone: '+998901234567',
      telegram: 'malika_beauty',
      instagram: 'malika.beauty',
      hours: { timezone: 'Asia/Tashkent', date: today(), today: [{ start: '09:00', end: '18:00' }] },
    });
    expect(reply.body.hours.week.Monday).toEqual([{ start: '09:00', end: '18:00' }]);
    // The provider read carries the same business.
    const user = await app.client().get(`/api/public/user/${provider.user.id}`);
    // Read a moment later, "open now" and the next change may differ (and after the day's last hour there is none).
    const { openNow: _open, nextChangeAt: _change, ...usualHours } = reply.body.hours;
    expect(user.body.business).toEqual({
      ...reply.body,
      hours: { ...usualHours, openNow: expect.any(Boolean), nextChangeAt: user.body.business.hours.nextChangeAt },
    });
    expect(user.body.business.hours.nextChangeAt === null || typeof user.body.business.hours.nextChangeAt === 'string').toBe(true);
  });

  it('links the maps by the address text when the owner set no coordinates', async () => {
    const provider = await providerWithService(app);
    await provider.client.put('/api/business', { address: 'Chilonzor 9-kvartal, 12-uy' });
    const { body } = await app.client().get(`/api/public/business/${provider.user.username}`);
    const query = encodeURIComponent('Chilonzor 9-kvartal, 12-uy');
    expect(body.mapLinks).toEqual({
      yandex: `https://yandex.uz/maps/?text=${query}`,
      google: `https://www.google.com/maps/search/?api=1&query=${query}`,
    });
  });

  it("makes today's hours from the masters' hours, days off and closed dates, by the slot rule", async () => {
    const team = await salon(app, 1);
    const master = team.masters[0]!;
    await team.client.put(`/api/service-availability/${team.service.id}`, { availability: everyDay('08:00', '21:00') });
    await team.client.put(
      `/api/staff/${team.owner.id}`,
      masterBody(team.owner.name, [team.service.id], { availability: everyDay('09:00', '14:00') }),
    );
    await team.client.put(
      `/api/staff/${master.id}`,
      masterBody(master.name, [team.service.id], { availability: everyDay('13:00', '20:00') }),
    );
    const hours = async () => (await app.client().get(`/api/public/business/${team.user.username}`)).body.hours;
    expect((await hours()).today).toEqual([{ start: '09:00', end: '20:00' }]);
    expect((await hours()).week.Sunday).toEqual([{ start: '09:00', end: '20:00' }]);

    expect((await team.client.post('/api/time-off', { from: today(), to: today(), staffId: master.id })).status).toBe(201);
    expect((await hours()).today).toEqual([{ start: '09:00', end: '14:00' }]);

    expect((await team.client.post('/api/time-off', { from: today(), to: today(), staffId: null, note: 'Bayram' })).status).toBe(201);
    const closed = await hours();
    expect(closed).toMatchObject({ today: [], openNow: false, nextChangeAt: null });
    // A closed date is not the usual week.
    expect(closed.week.Monday).toEqual([{ start: '09:00', end: '20:00' }]);
  });

  it('is open now all day long for a business open around the clock, until midnight', async () => {
    const provider = await providerWithService(app);
    await provider.client.put(`/api/service-availability/${provider.service.id}`, { availability: everyDay('00:00', '24:00') });
    const { body } = await app.client().get(`/api/public/business/${provider.user.username}`);
    expect(body.hours.today).toEqual([{ start: '00:00', end: '24:00' }]);
    expect(body.hours.openNow).toBe(true);
    expect(new Date(body.hours.nextChangeAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 404 for an unknown business', async () => {
    expect((await app.client().get('/api/public/business/nobody-here-xyz')).status).toBe(404);
    expect((await app.client().get('/api/public/user/nobody-here-xyz')).status).toBe(404);
  });
});

describe("the public page's head", () => {
  it('names the business, describes it, previews its cover with its size, and says it in schema.org LocalBusiness of its kind', async () => {
    const provider = await providerWithService(app);
    await provider.client.put('/api/business', MALIKA);
    const cover = await uploadImage(provider.client, 'cover', 1600, 900);
    const html = (await app.client().get(`/${provider.user.username}`)).body as string;
    const top = head(html);
    expect(top).toContain('<title>Malika Beauty — onlayn yozilish | Qabul</title>');
    expect(top).toContain(`<meta name="description" content="Malika Beauty: Soch, tirnoq va qosh: bir joyda, o'z vaqtida." />`);
    expect(top).toContain(`<meta property="og:image" content="${app.url}${cover.url}" />`);
    expect(top).toContain('<meta property="og:image:width" content="1200" />');
    expect(top).toContain('<meta property="og:image:height" content="400" />');
    const { data } = structuredData(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Malika Beauty',
      url: `${app.url}/${provider.user.username}`,
      image: [`${app.url}${cover.url}`],
      telephone: '+998901234567',
      address: { '@type': 'PostalAddress', streetAddress: "Toshkent, Amir Temur ko'chasi 15" },
      geo: { '@type': 'GeoCoordinates', latitude: 41.2995, longitude: 69.2401 },
      sameAs: ['https://www.instagram.com/malika.beauty/', 'https://t.me/malika_beauty'],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
            'https://schema.org/Saturday',
            'https://schema.org/Sunday',
          ],
          opens: '09:00',
          closes: '18:00',
        },
      ],
    });
    // A rating only once someone has rated the business.
    expect(data).not.toHaveProperty('aggregateRating');
    expect(html).not.toContain(provider.email);
  });

  it('falls back to the logo for the preview, and to LocalBusiness for a category schema.org has no kind for', async () => {
    const provider = await providerWithService(app);
    await provider.client.put('/api/business', { businessName: 'Ustoz Akademiyasi', category: 'tutoring' });
    const logo = await uploadImage(provider.client, 'logo', 500, 500);
    const html = (await app.client().get(`/${provider.user.username}`)).body as string;
    expect(head(html)).toContain(`<meta property="og:image" content="${app.url}${logo.url}" />`);
    expect(head(html)).toContain('<meta property="og:image:width" content="256" />');
    expect(structuredData(html).data).toMatchObject({ '@type': 'LocalBusiness', name: 'Ustoz Akademiyasi', logo: `${app.url}${logo.url}` });
    // The category in the reader's words beside the name, where the owner wrote no description.
    expect(head(html)).toContain("Ustoz Akademiyasi (Repetitor yoki o'quv markazi): Soch olish.");
    const ru = head((await app.client().get(`/${provider.user.username}?lang=ru`)).body as string);
    expect(ru).toContain('Ustoz Akademiyasi (Репетитор или учебный центр): Soch olish.');
  });

  it('escapes a name that tries to close the script or the tag', async () => {
    const provider = await providerWithService(app);
    const name = '</script><script>alert(1)</script> & "Co"';
    expect((await provider.client.put('/api/business', { businessName: name, category: 'barbershop' })).status).toBe(200);
    const html = (await app.client().get(`/${provider.user.username}`)).body as string;
    expect(html).not.toContain('<script>alert(1)');
    expect(head(html)).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; — onlayn yozilish | Qabul</title>',
    );
    const { raw, data } = structuredData(html);
    expect(raw).not.toMatch(/[<>]/);
    expect(data).toMatchObject({ '@type': 'HairSalon', name });
  });
});

describe('GET /api/public/businesses', () => {
  it('finds public businesses by name, by username and by category in any language, one category at a time', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const salonA = await providerWithService(app);
    await salonA.client.put('/api/business', { businessName: `Zarina ${tag} Beauty`, category: 'beauty_salon' });
    const barber = await providerWithService(app);
    await barber.client.put('/api/business', { businessName: `Bobur ${tag} Barber`, category: 'barbershop' });
    const names = async (query: string) => {
      const reply = await app.client().get(`/api/public/businesses?${query}`);
      expect(reply.status).toBe(200);
      for (const card of reply.body) expect(BusinessCardResponse.safeParse(card).success).toBe(true);
      return reply.body.map((card: { name: string }) => card.name);
    };
    expect(await names(`q=${tag}`)).toEqual(expect.arrayContaining([`Zarina ${tag} Beauty`, `Bobur ${tag} Barber`]));
    expect(await names(`q=zarina+${tag}`)).toEqual([`Zarina ${tag} Beauty`]);
    expect(await names(`q=${tag}+${encodeURIComponent("go'zallik")}`)).toEqual([`Zarina ${tag} Beauty`]);
    expect(await names(`q=${tag}+${encodeURIComponent('салон')}`)).toEqual([`Zarina ${tag} Beauty`]);
    expect(await names(`q=${tag}+sartarosh`)).toEqual([`Bobur ${tag} Barber`]);
    expect(await names(`q=${tag}&category=barbershop`)).toEqual([`Bobur ${tag} Barber`]);
    expect(await names(`q=${barber.user.username}`)).toEqual([`Bobur ${tag} Barber`]);
    const card = (await app.client().get(`/api/public/businesses?q=zarina+${tag}`)).body[0];
    expect(card).toMatchObject({
      username: salonA.user.username,
      category: 'beauty_salon',
      rating: { average: null, count: 0 },
      services: ['Soch olish'],
    });
    expect(JSON.stringify(card)).not.toContain(salonA.email);
  });

  it('lists popular businesses for no words, never one without an active service, and refuses a bad category', async () => {
    const hidden = await providerWithService(app);
    await hidden.client.put('/api/business', { businessName: 'Yopiq Salon Qwzx' });
    await hidden.client.put(`/api/services/${hidden.service.id}`, { ...hidden.service, isActive: false });
    expect((await app.client().get('/api/public/businesses?q=qwzx')).body).toEqual([]);
    const popular = await app.client().get('/api/public/businesses');
    expect(popular.status).toBe(200);
    expect(popular.body.length).toBeGreaterThan(0);
    expect(popular.body.map((card: { username: string }) => card.username)).not.toContain(hidden.user.username);
    expect((await app.client().get('/api/public/businesses?category=bakery')).status).toBe(400);
    expect((await app.client().get('/api/public/businesses?limit=500')).status).toBe(400);
  });
});

describe("the owner's login e-mail on public surfaces", () => {
  it('appears in no public answer: provider and business reads, services, reviews, search, booking details and its calendar file', async () => {
    const provider = await providerWithService(app, { meetingAddress: "Amir Temur ko'chasi 1" });
    await provider.client.put('/api/business', MALIKA);
    const date = daysAhead(3);
    const booked = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, date, '10:00'));
    expect(booked.status).toBe(201);
    const { id, clientToken } = booked.body;
    const answers = [
      await app.client().get(`/api/public/user/${provider.user.username}`),
      await app.client().get(`/api/public/business/${provider.user.username}`),
      await app.client().get(`/api/public/services/${provider.user.username}`),
      await app.client().get(`/api/public/reviews/${provider.user.username}`),
      await app.client().get(`/api/public/businesses?q=${encodeURIComponent('Malika Beauty')}`),
      await app.client().get(`/api/time-slots?serviceId=${provider.service.id}&date=${date}`),
      await app.client().get(`/api/booking-details/${id}`),
      await app.client().get(`/api/booking-details/${id}?token=${clientToken}`),
      await app.client().get(`/api/booking-details/${id}/calendar.ics?token=${clientToken}`),
      await app.client().get(`/${provider.user.username}`),
      booked,
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(answer === booked ? 201 : 200);
      expect(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)).not.toContain(provider.email);
    }
    // The booking's details give the business's name, contact and place instead.
    const details = answers[7]!.body;
    expect(details).toMatchObject({
      providerName: 'Malika Beauty',
      providerPhone: '+998901234567',
      providerTelegram: 'malika_beauty',
      place: "Toshkent, Amir Temur ko'chasi 15 (mo'ljal: Oybek metrosi yonida)",
    });
    expect(answers[8]!.body).toContain("LOCATION:Toshkent\\, Amir Temur ko'chasi 15 (mo'ljal: Oybek metrosi yonida)");
    expect(answers[8]!.body).toContain('ORGANIZER;CN=Malika Beauty:mailto:noreply@qabul.uz');
  });
});
