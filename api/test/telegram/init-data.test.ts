import { describe, expect, it } from 'vitest';
import { InitDataError, validateInitData } from '../../src/features/telegram/init-data.ts';
import { signInitData } from './support/sign-init-data.ts';

const TOKEN = '123456789:TEST-token-for-init-data';
const user = { id: 279058397, first_name: 'Dilnoza', username: 'dilnoza_y', language_code: 'uz' };

describe('Mini App init data', () => {
  it('accepts the published example signed with its token (expiry aside)', () => {
    const raw =
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
    const launch = validateInitData(raw, '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', { now: 1662771648_000 + 60_000 });
    expect(launch.user).toMatchObject({ id: 279058397, username: 'vdkfrost' });
  });

  it('accepts fresh data signed with the bot token, signature field and start parameter included', () => {
    const raw = signInitData({ user, start_param: 'demo', signature: 'abc_def-ghi', chat_type: 'sender' }, TOKEN);
    const launch = validateInitData(raw, TOKEN);
    expect(launch.user).toEqual(user);
    expect(launch.startParam).toBe('demo');
  });

  it('refuses tampered data: a changed user, a changed hash, another bot token', () => {
    const raw = signInitData({ user }, TOKEN);
    const params = new URLSearchParams(raw);
    params.set('user', JSON.stringify({ ...user, id: 1 }));
    expect(() => validateInitData(params.toString(), TOKEN)).toThrow(InitDataError);
    const flipped = raw.replace(/hash=([0-9a-f])/, (_, c: string) => `hash=${c === 'a' ? 'b' : 'a'}`);
    expect(() => validateInitData(flipped, TOKEN)).toThrow('bad signature');
    expect(() => validateInitData(raw, '987654321:ANOTHER-bot-token')).toThrow('bad signature');
    expect(() => validateInitData(raw.replace(/&hash=[0-9a-f]+/, ''), TOKEN)).toThrow('hash missing');
  });

  it('refuses data older than 24 hours and data from the future', () => {
    const day = 24 * 3600 * 1000;
    const old = signInitData({ user }, TOKEN, new Date(Date.now() - day - 5_000));
    expect(() => validateInitData(old, TOKEN)).toThrow('expired');
    const almostOld = signInitData({ user }, TOKEN, new Date(Date.now() - day + 60_000));
    expect(validateInitData(almostOld, TOKEN).user.id).toBe(user.id);
    const future = signInitData({ user }, TOKEN, new Date(Date.now() + 10 * 60_000));
    expect(() => validateInitData(future, TOKEN)).toThrow('expired');
  });

  it('refuses signed data without a user', () => {
    expect(() => validateInitData(signInitData({ chat_type: 'sender' }, TOKEN), TOKEN)).toThrow('user missing');
  });
});
