import { describe, expect, it } from 'vitest';
import { readTelegramLoginResult, telegramLoginUrl } from './telegram-login.ts';

const SIGNED = { id: 777000111, first_name: 'Malika', username: 'malika_beauty', auth_date: 1_764_300_000, hash: 'ab'.repeat(32) };
const fragment = (data: unknown) => `#tgAuthResult=${Buffer.from(JSON.stringify(data)).toString('base64url')}`;

describe("Telegram's sign-in page", () => {
  it('asks for our bot, names this site as the origin and comes back to the given page of it', () => {
    const url = new URL(telegramLoginUrl('123456789', 'https://qabul.uz', '/auth?tab=register'));
    expect(url.origin + url.pathname).toBe('https://oauth.telegram.org/auth');
    expect(url.searchParams.get('bot_id')).toBe('123456789');
    expect(url.searchParams.get('origin')).toBe('https://qabul.uz');
    expect(url.searchParams.get('request_access')).toBe('write');
    expect(url.searchParams.get('return_to')).toBe('https://qabul.uz/auth?tab=register');
  });
});

describe("reading Telegram's answer from the fragment", () => {
  it('reads the signed fields, names in any script included', () => {
    expect(readTelegramLoginResult(fragment(SIGNED))).toEqual(SIGNED);
    const cyrillic = { ...SIGNED, first_name: 'Малика' };
    expect(readTelegramLoginResult(fragment(cyrillic))?.first_name).toBe('Малика');
  });

  it('finds nothing in an empty fragment, a refusal, a broken one or one without the signed fields', () => {
    expect(readTelegramLoginResult('')).toBeNull();
    expect(readTelegramLoginResult('#tgAuthResult=false')).toBeNull();
    expect(readTelegramLoginResult('#tgAuthResult=%%%')).toBeNull();
    expect(readTelegramLoginResult(fragment({ id: 1, first_name: 'X' }))).toBeNull();
    expect(readTelegramLoginResult(fragment({ ...SIGNED, id: '1' }))).toBeNull();
  });
});
