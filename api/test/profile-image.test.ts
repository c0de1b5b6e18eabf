import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = () => signedInClient(app);

function upload(client: HttpClient, bytes: Buffer, type: string, name = 'photo.png') {
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${client.baseUrl}/api/user/profile-image`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookieHeader, origin: client.baseUrl },
  });
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

describe('POST /api/user/profile-image', () => {
  it('stores a real image as a 256x256 WebP and links it from the profile', async () => {
    const client = await signedIn();
    const reply = await upload(client, await png(), 'image/png');
    expect(reply.status).toBe(200);
    const user = (await reply.json()) as { profileImageUrl: string };
    expect(user.profileImageUrl).toMatch(/^\/api\/profile-images\/[0-9a-f-]{36}\?v=[0-9a-f]{8}$/);
    const image = await fetch(app.url + user.profileImageUrl);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('judges by content: a text file named .png is refused with 400', async () => {
    const client = await signedIn();
    const reply = await upload(client, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { message: string }).message).toBe('Iltimos, rasm fayli tanlang');
  });

  it('refuses more than 5 MB with 413', async () => {
    const client = await signedIn();
    const reply = await upload(client, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/png');
    expect(reply.status).toBe(413);
    expect(((await reply.json()) as { message: string }).message).toBe('Rasm hajmi 5MB dan oshmasligi kerak');
  });

  it('needs sign-in and a file', async () => {
    const anonymous = app.client();
    expect((await upload(anonymous, await png(), 'image/png')).status).toBe(401);
    const client = await signedIn();
    const empty = await fetch(`${client.baseUrl}/api/user/profile-image`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: client.cookieHeader, origin: client.baseUrl },
    });
    expect(empty.status).toBe(400);
    expect((await app.client().get('/api/profile-images/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
