import type { Locator, Page } from 'playwright-core';
import { longDate, monthTitle } from './dates.ts';

/**
 * Picks `date` in one of the app's date fields (its own Uzbek calendar): open the field by its label, turn
 * the months forward until the date's month shows, click the day. The field then reads "23-noyabr 2026".
 */
export async function pickDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const month = scope.getByRole('grid', { name: monthTitle(date) });
  for (let turns = 0; turns < 4 && !(await month.isVisible()); turns++) {
    await scope.getByRole('button', { name: 'Keyingi oy' }).click();
  }
  await month.getByRole('button', { name: new RegExp(`^${longDate(date)}`) }).click();
}
