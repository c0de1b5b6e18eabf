import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPanelClient, bareBooking } from './support/admin-fixtures.ts';
import { readCsv } from './support/csv-read.ts';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ REMINDERS_DISABLED: '1' });
});
afterAll(() => app.close());

const FORMULA = /^[\t\r\n "]*[=+\-@]/;

describe('the bookings export under a `;` separator', () => {
  it('keeps a name like Vali;=cmd|... one text cell: Excel in Uzbek or Russian settings finds no formula', async () => {
    const { client } = await adminPanelClient(app);
    const provider = await providerWithService(app);
    const name = "Vali;=cmd|' /C calc'!A0";
    await bareBooking(app, provider.user.id, provider.service.id, { name, email: 'semicolon@example.uz' });
    // The bytes as a spreadsheet program gets them (the test client's text() would drop the byte-order mark).
    const reply = await fetch(`${app.url}/api/admin/bookings.csv?q=semicolon@example`, {
      headers: { cookie: client.cookieHeader, origin: app.url, 'x-forwarded-for': client.ip },
    });
    expect(reply.status).toBe(200);
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    for (const separator of [',', ';'] as const) {
      const rows = readCsv(csv, separator);
      expect(rows).toHaveLength(2);
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA);
    }
    const [header, row] = readCsv(csv, ',');
    expect(row![header!.indexOf('name')]).toBe("Vali;'=cmd|' /C calc'!A0");
    // The phone is text too: a leading + would otherwise be read as a formula.
    expect(row![header!.indexOf('phone')]).toBe("'+998 90 123 45 67");
  });
});
