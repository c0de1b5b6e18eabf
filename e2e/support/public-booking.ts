import type { Page } from 'playwright-core';
import { addDays, longDate, monthTitle, todayIn } from './dates.ts';

/** The five steps of the public booking page, as a client walks them. */
export const SUCCESS_TITLE = 'Uchrashuvingiz muvaffaqiyatli yaratildi!';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Step 1 -> 2: pick a service card by its name. A service with several masters asks for one first: `master`
 * names the card to press ("Farqi yo'q" by default).
 */
export async function chooseService(page: Page, serviceName: string, master = "Farqi yo'q"): Promise<void> {
  await page.getByRole('heading', { name: 'Xizmatni tanlang' }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(serviceName)}`) }).click();
  const day = page.getByRole('heading', { name: 'Kunni tanlang' });
  const masters = page.getByRole('heading', { name: 'Ustani tanlang' });
  await day.or(masters).waitFor();
  if (await masters.isVisible()) await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(master)}`) }).click();
  await day.waitFor();
}

export interface ChosenTime {
  /** yyyy-MM-dd, provider-local. */
  date: string;
  /** HH:mm as the slot button reads. */
  time: string;
}

/**
 * Steps 2 -> 3: the first day after today that still has a free time, as a person finds it: open a day,
 * and if "Bu kunda bo'sh vaqt yo'q", go back and try the next one (turning the month when needed).
 * Ends on step 3 with the day's first free time selected. `onDay` runs with that day chosen on step 2;
 * `from` is the first day tried (tomorrow by default: today's times may all be past).
 */
export async function chooseFirstFreeTime(page: Page, onDay?: () => Promise<void>, from = addDays(todayIn(), 1)): Promise<ChosenTime> {
  for (let offset = 0; offset < 14; offset++) {
    const date = addDays(from, offset);
    const day = page.getByRole('button', { name: longDate(date), exact: true });
    // The next month's first days are in this month's grid, greyed out, until the month is turned.
    if (!(await page.getByRole('grid', { name: monthTitle(date) }).isVisible())) {
      await page.getByRole('button', { name: 'Keyingi oy' }).click();
      await page.getByRole('grid', { name: monthTitle(date) }).waitFor();
    }
    // A weekday without working hours cannot be picked.
    if (!(await day.isEnabled())) continue;
    await day.click();
    await page.getByRole('button', { name: longDate(date), exact: true, pressed: true }).waitFor();
    await onDay?.();
    await page.getByRole('button', { name: 'Davom etish' }).click();
    await page.getByRole('heading', { name: 'Vaqtni tanlang' }).waitFor();

    const freeTimes = page.getByRole('button', { name: /^\d{2}:\d{2}$/, disabled: false });
    const noTime = page.getByText("Bu kunda bo'sh vaqt yo'q");
    await freeTimes.first().or(noTime).waitFor();
    if (await noTime.isVisible()) {
      await page.getByRole('button', { name: 'Orqaga' }).click();
      await page.getByRole('heading', { name: 'Kunni tanlang' }).waitFor();
      continue;
    }
    const first = freeTimes.first();
    const time = (await first.textContent())?.trim() ?? '';
    await first.click();
    await page.getByRole('button', { name: time, pressed: true }).waitFor();
    return { date, time };
  }
  throw new Error('No free time in the next two weeks');
}

/** Step 3 -> 4: Davom etish to the summary and the details form. */
export async function continueToConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Davom etish' }).click();
  await page.getByRole('heading', { name: 'Tasdiqlang' }).waitFor();
}

export interface ClientDetails {
  name: string;
  phone: string;
  email?: string;
}

/** Step 4: the client's name, phone and (optional) e-mail. */
export async function fillClientDetails(page: Page, client: ClientDetails): Promise<void> {
  await page.getByLabel('Ism va familiya').fill(client.name);
  await page.getByLabel('Telefon raqam').fill(client.phone);
  if (client.email) await page.getByLabel('Email').fill(client.email);
}

/** Step 4 -> 5: Tasdiqlash; resolves once the success step is shown. */
export async function submitBooking(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await page.getByRole('heading', { name: SUCCESS_TITLE }).waitFor();
}

/**
 * A visitor scrolling to the end of the public page: the business section and the reviews below the booking card
 * load as they come into view (PublicBookingPage), not with the first screen.
 */
export async function scrollToPageEnd(page: Page): Promise<void> {
  await page.getByRole('contentinfo').waitFor();
  await page.mouse.wheel(0, 10_000);
}
