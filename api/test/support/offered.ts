import { HttpClient } from './http-client.ts';

/** Whether an instance's public slot list offers `time` on `date` (its cache answers if it holds the day). */
export async function isOffered(url: string, serviceId: number, date: string, time: string): Promise<boolean> {
  const slots = await new HttpClient(url).get(`/api/time-slots?date=${date}&serviceId=${serviceId}&clientTimezone=Asia/Tashkent`);
  return Boolean(slots.body.find((slot: { time: string; isAvailable: boolean }) => slot.time === time)?.isAvailable);
}

/** Asks again until the answer is `expected`; each ask is a real request, so this waits on the app, not a clock. */
export async function eventually(ask: () => Promise<boolean>, expected: boolean, attempts = 500): Promise<boolean> {
  let answer = await ask();
  for (let i = 1; i < attempts && answer !== expected; i += 1) answer = await ask();
  return answer;
}
