// What a person does on a page to reach a screen the address alone does not open: the booking steps on the web page
// and in the Mini App, a tab, a form sent empty. By markers that do not depend on the language (test ids, data
// attributes, roles), so one walk serves uz, uz-Cyrl and ru. Each walk ends once its screen is there; the run then
// waits for the page to settle. A walk is called with (page, fixtures, { press, screen }): `press` presses a Telegram
// button in the Mini App, `screen` numbers the screenshot within the run.

/** The primary button of the step on screen (Davom etish, Tasdiqlash). */
const stepPrimary = (page) => page.locator('section:has([data-step-heading]) .btn-primary');

/**
 * A client's phone of their own for each screenshot: a business takes at most 3 upcoming bookings per phone, and the
 * gallery books the demo once per language and width.
 */
const phoneFor = (screen) => `+998 91 ${String(screen % 1000).padStart(3, '0')} 56 78`;

/** The answer to the booking the page sends (web form or Mini App): the walk fails if it is not 201. */
async function booked(page, send) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/public/bookings'),
    send(),
  ]);
  if (response.status() !== 201) throw new Error(`the booking was answered ${response.status()}: ${await response.text()}`);
}

/** The `screen`-th free time of the day (counting round), once the times are there. */
function freeTime(page, screen) {
  const free = page.locator('[data-time]:not([disabled])');
  return {
    click: async () => {
      await free.first().waitFor();
      await free.nth(screen % (await free.count())).click();
    },
  };
}

let lastBooking = Promise.resolve();
/**
 * One booking walk at a time, from choosing the time to the answer: two side by side read the same free times, and a
 * 45-minute visit at one time can take the only free master of the next.
 */
const oneAtATime =
  (walk) =>
  (...args) => {
    const run = lastBooking.then(() => walk(...args));
    lastBooking = run.catch(() => {});
    return run;
  };

/** A day on the month grid, turning to the next month when the day is only greyed out at the end of this one. */
async function pickDay(page, date) {
  const day = page.locator(`[data-date="${date}"]`);
  await day.click();
  if ((await day.getAttribute('aria-pressed')) === 'true') return;
  await page.locator('button.icon-btn', { hasText: '›' }).click();
  await day.click();
}

const web = {
  master: async (page, f) => {
    await page.getByTestId(`service-${f.haircut}`).click();
    await page.getByTestId('master-any').waitFor();
  },
  calendar: async (page, f) => {
    await web.master(page, f);
    await page.getByTestId('master-any').click();
    await page.locator('[data-date]').first().waitFor();
  },
  time: async (page, f) => {
    await web.calendar(page, f);
    await pickDay(page, f.freeDay);
    await stepPrimary(page).click();
    await page.locator('[data-time]:not([disabled])').first().waitFor();
  },
  /** `screen`: which free time to take (the screenshot's own, so bookings made side by side never race for one time). */
  confirmation: async (page, f, { screen = 0 } = {}) => {
    await web.time(page, f);
    await freeTime(page, screen).click();
    await stepPrimary(page).click();
    await page.locator('#booking-details-form').waitFor();
  },
  /** "Tasdiqlash" on an empty form: every field's message in the reader's language. */
  confirmationErrors: async (page, f) => {
    await web.confirmation(page, f);
    await page.locator('#booking-details-form [type="submit"]').click();
    await page.locator('#booking-details-form [aria-invalid="true"]').first().waitFor();
  },
  success: oneAtATime(async (page, f, { screen }) => {
    await web.confirmation(page, f, { screen });
    const form = page.locator('#booking-details-form');
    await form.locator('input[autocomplete="name"]').fill('Shahlo Ergasheva');
    await form.locator('input[type="tel"]').fill(phoneFor(screen));
    await booked(page, () => form.locator('[type="submit"]').click());
  }),
  /** The second tab of a page (/auth: registration). */
  secondTab: async (page) => {
    await page.getByRole('tab').nth(1).click();
    await page.locator('[role="tabpanel"]').first().waitFor();
  },
};

/** The Mini App: Telegram's MainButton is pressed through the bridge (`press`). */
const mini = {
  master: async (page, f) => {
    await page.getByTestId(`service-${f.haircut}`).click();
    await page.getByTestId('master-any').waitFor();
  },
  day: async (page, f) => {
    await mini.master(page, f);
    await page.getByTestId('master-any').click();
    await page.locator('[data-date]').first().waitFor();
  },
  time: async (page, f) => {
    await mini.day(page, f);
    await page.locator('[data-date]').first().click();
    await page.locator('[data-time]:not([disabled])').first().waitFor();
  },
  confirmation: async (page, f, { screen = 0 } = {}) => {
    await mini.time(page, f);
    await freeTime(page, screen).click();
    await page.locator('#booking-details-form').waitFor();
  },
  /**
   * Tasdiqlash on Telegram's MainButton. A client whose phone the bot does not know types it when Telegram's dialog
   * is declined, then presses again.
   */
  success: oneAtATime(async (page, f, { press, screen }) => {
    await mini.confirmation(page, f, { screen });
    await booked(page, async () => {
      await press('main_button_pressed');
      const phone = page.locator('#booking-details-form input[type="tel"]');
      const outcome = await Promise.race([
        page
          .locator('#booking-details-form')
          .waitFor({ state: 'detached' })
          .then(
            () => 'booked',
            () => 'stuck',
          ),
        phone
          .and(page.locator(':focus'))
          .waitFor()
          .then(
            () => 'type the phone',
            () => 'stuck',
          ),
      ]);
      if (outcome === 'type the phone') {
        await phone.fill(phoneFor(screen));
        await press('main_button_pressed');
      }
    });
  }),
};

export const walks = { web, mini };
