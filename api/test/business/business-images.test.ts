import { crc32, deflateSync } from 'node:zlib';
import { BACKGROUND } from '../../src/background.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessImageResponse, StaffResponse } from '../../src/contracts/responses.ts';
import { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { inviteAndSignIn, salon } from '../staff/support.ts';
import { providerWithService } from '../support/fixtures.ts';
import type { HttpClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The business's pictures: judged by content, re-encoded to WebP in fixed shapes, stored in PostgreSQL and served
// from immutable addresses (DECISIONS.md, "The business on its page").
let smtp: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  app = await startTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: '1' }, { background: BACKGROUND });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

function upload(client: HttpClient, path: string, bytes: Buffer, field = 'image', name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader, origin: client.baseUrl, 'x-forwarded-for': client.ip },
  });
}

/** The answer of an upload as JSON (the tests read its fields). */
async function uploadJson(...args: Parameters<typeof upload>): Promise<any> {
  return (await upload(...args)).json();
}

const picture = (width: number, height: number, background = '#aa3366') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function served(path: string) {
  const reply = await fetch(app.url + path);
  const bytes = Buffer.from(await reply.arrayBuffer());
  return { reply, bytes, meta: reply.status === 200 ? await sharp(bytes).metadata() : null };
}

/** A PNG whose header claims 20000×20000 pixels in 74 bytes: a decompression bomb. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /api/business/images/{logo|cover|gallery}', () => {
  it('re-encodes each kind to its shape as WebP, served with an immutable long cache', async () => {
    const { client } = await providerWithService(app);
    const shapes = { logo: [256, 256], cover: [1200, 400], gallery: [1200, 800] } as const;
    for (const [kind, [width, height]] of Object.entries(shapes)) {
      const reply = await upload(client, `/api/business/images/${kind}`, await picture(3000, 2000));
      expect(reply.status, kind).toBe(201);
      const body = (await reply.json()) as { id: string; url: string; width: number; height: number };
      expect(BusinessImageResponse.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({ url: `/api/business-images/${body.id}`, width, height });
      const image = await served(body.url);
      expect(image.reply.headers.get('content-type')).toBe('image/webp');
      expect(image.reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect([image.meta?.format, image.meta?.width, image.meta?.height]).toEqual(['webp', width, height]);
    }
    const business = (await client.get('/api/business')).body;
    expect(business.logo).toMatchObject({ width: 256, height: 256 });
    expect(business.cover).toMatchObject({ width: 1200, height: 400 });
    expect(business.gallery).toHaveLength(1);
  });

  it('never enlarges a small gallery photo, and keeps a tall one within 1200×1600', async () => {
    const { client } = await providerWithService(app);
    const small = await uploadJson(client, '/api/business/images/gallery', await picture(640, 480));
    expect(small).toMatchObject({ width: 640, height: 480 });
    const tall = await uploadJson(client, '/api/business/images/gallery', await picture(1000, 4000));
    expect(tall).toMatchObject({ width: 400, height: 1600 });
  });

  it('replaces the logo: a new address, and the old one is gone', async () => {
    const { client } = await providerWithService(app);
    const first = await uploadJson(client, '/api/business/images/logo', await picture(400, 400));
    const second = await uploadJson(client, '/api/business/images/logo', await picture(400, 400, '#33aa66'));
    expect(second.url).not.toBe(first.url);
    expect((await served(first.url)).reply.status).toBe(404);
    expect((await served(second.url)).reply.status).toBe(200);
    expect((await client.get('/api/business')).body.logo.id).toBe(second.id);
  });

  it('strips the metadata a photo carries (camera, place)', async () => {
    const { client } = await providerWithService(app);
    const withExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Place 41.3N 69.2E', Make: 'SpyCam' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const body = await uploadJson(client, '/api/business/images/gallery', withExif, 'image', 'photo.jpg', 'image/jpeg');
    const image = await served(body.url);
    expect(image.meta?.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(image.bytes.includes(Buffer.from('Secret Place'))).toBe(false);
  });

  it('judges by content: a text file named .png is refused with 400', async () => {
    const { client } = await providerWithService(app);
    const reply = await upload(client, '/api/business/images/logo', Buffer.from('<script>alert(1)</script>'));
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ code: 'validation', message: 'Iltimos, rasm fayli tanlang' });
    expect((await client.get('/api/business')).body.logo).toBeNull();
  });

  it('bounds the size: over 5 MB is 413 with the spec message, and a pixel bomb is 413 before it is decoded', async () => {
    const { client } = await providerWithService(app);
    const big = await upload(client, '/api/business/images/cover', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('Rasm hajmi 5MB dan oshmasligi kerak');
    const bomb = await upload(client, '/api/business/images/gallery', pixelBomb());
    expect(bomb.status).toBe(413);
    expect(await bomb.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('40 megapiksel') });
    expect((await client.get('/api/business')).body.gallery).toEqual([]);
  });

  it('refuses an unknown kind, a missing file, and anyone not signed in', async () => {
    const { client } = await providerWithService(app);
    const kind = await upload(client, '/api/business/images/banner', await picture(100, 100));
    expect(kind.status).toBe(400);
    expect(((await kind.json()) as { errors: object }).errors).toHaveProperty('kind');
    const empty = await fetch(`${client.baseUrl}/api/business/images/logo`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: client.cookieHeader, origin: client.baseUrl },
    });
    expect(empty.status).toBe(400);
    expect((await upload(app.client(), '/api/business/images/logo', await picture(100, 100))).status).toBe(401);
  });

  it('holds at most 12 gallery photos, even when fourteen arrive at once', async () => {
    const { client } = await providerWithService(app);
    const photo = await picture(300, 200);
    const replies = await Promise.all(Array.from({ length: 14 }, () => upload(client, '/api/business/images/gallery', photo)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const refused = replies.find((reply) => reply.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toContain("ko'pi bilan 12 ta rasm");
    expect((await client.get('/api/business')).body.gallery).toHaveLength(12);
  });
});

describe('DELETE /api/business/images/{id} and PUT /api/business/gallery', () => {
  it('deletes a picture (204), and 404s for another business’s, an unknown one and a bad id', async () => {
    const { client } = await providerWithService(app);
    const other = await providerWithService(app);
    const mine = await uploadJson(client, '/api/business/images/gallery', await picture(300, 200));
    const theirs = await uploadJson(other.client, '/api/business/images/gallery', await picture(300, 200));
    expect((await client.delete(`/api/business/images/${theirs.id}`)).status).toBe(404);
    expect((await served(theirs.url)).reply.status).toBe(200);
    expect((await client.delete('/api/business/images/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.delete('/api/business/images/not-a-uuid')).status).toBe(404);
    expect((await app.client().delete(`/api/business/images/${mine.id}`)).status).toBe(401);
    expect((await client.delete(`/api/business/images/${mine.id}`)).status).toBe(204);
    expect((await served(mine.url)).reply.status).toBe(404);
    expect((await client.get('/api/business')).body.gallery).toEqual([]);
  });

  it('puts the gallery in the owner’s order, and refuses an order that leaves out or repeats a photo', async () => {
    const { client } = await providerWithService(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await uploadJson(client, '/api/business/images/gallery', await picture(300, 200))).id);
    const reversed = [...ids].reverse();
    const reply = await client.put('/api/business/gallery', { imageIds: reversed });
    expect(reply.status).toBe(200);
    expect(reply.body.map((image: { id: string }) => image.id)).toEqual(reversed);
    expect((await client.get('/api/business')).body.gallery.map((image: { id: string }) => image.id)).toEqual(reversed);
    const missing = await client.put('/api/business/gallery', { imageIds: ids.slice(0, 2) });
    expect(missing.status).toBe(400);
    const repeated = await client.put('/api/business/gallery', { imageIds: [ids[0], ids[0], ids[1]] });
    expect(repeated.status).toBe(400);
    const other = await providerWithService(app);
    expect((await other.client.put('/api/business/gallery', { imageIds: reversed })).status).toBe(400);
    expect((await client.get('/api/business')).body.gallery.map((image: { id: string }) => image.id)).toEqual(reversed);
  });
});

describe('POST /api/staff/{id}/photo', () => {
  it('gives the owner’s master an uploaded photo; another business’s master is 404', async () => {
    const team = await salon(app, 1);
    const other = await salon(app, 1);
    const master = team.masters[0]!;
    const reply = await upload(team.client, `/api/staff/${master.id}/photo`, await picture(600, 900), 'photo');
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { photoUrl: string };
    expect(StaffResponse.safeParse(body).success).toBe(true);
    expect(body.photoUrl).toMatch(/^\/api\/business-images\/[0-9a-f-]{36}$/);
    const image = await served(body.photoUrl);
    expect([image.meta?.format, image.meta?.width, image.meta?.height]).toEqual(['webp', 256, 256]);
    // The public page shows the master with the photo.
    const services = await app.client().get(`/api/public/services/${team.user.username}`);
    expect(services.body[0].staff.find((s: { id: string }) => s.id === master.id).photoUrl).toBe(body.photoUrl);
    expect((await upload(other.client, `/api/staff/${master.id}/photo`, await picture(100, 100), 'photo')).status).toBe(404);
    expect((await upload(app.client(), `/api/staff/${master.id}/photo`, await picture(100, 100), 'photo')).status).toBe(401);
    const bad = await upload(team.client, `/api/staff/${master.id}/photo`, Buffer.from('GIF89a? no'), 'photo');
    expect(bad.status).toBe(400);
    expect((await team.client.delete(`/api/staff/${master.id}/photo`)).status).toBe(204);
    expect((await served(body.photoUrl)).reply.status).toBe(404);
    expect((await team.client.get('/api/staff')).body.find((s: { id: string }) => s.id === master.id).photoUrl).toBeNull();
  });

  it('lets an invited master change their own photo and no colleague’s', async () => {
    const team = await salon(app, 2);
    const [me, colleague] = team.masters as [{ id: string; name: string }, { id: string; name: string }];
    const master = await inviteAndSignIn(app, smtp, team.client, me, [team.service.id]);
    const own = await upload(master.client, `/api/staff/${me.id}/photo`, await picture(300, 300), 'photo');
    expect(own.status).toBe(200);
    expect(((await own.json()) as { photoUrl: string }).photoUrl).toMatch(/^\/api\/business-images\//);
    expect((await upload(master.client, `/api/staff/${colleague.id}/photo`, await picture(300, 300), 'photo')).status).toBe(404);
    expect((await upload(master.client, `/api/staff/${team.owner.id}/photo`, await picture(300, 300), 'photo')).status).toBe(404);
    // The business's own pictures stay the owner's.
    expect((await upload(master.client, '/api/business/images/logo', await picture(300, 300))).status).toBe(404);
  });
});
