import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessProfileSchema, type User } from '@qabul/db';
import { DateTime } from 'luxon';
import { isBusinessCategory } from '../../contracts/business-categories.ts';
import { businessDisplayName } from '../../contracts/display-name.ts';
import { WEEKDAYS } from '../../contracts/limits.ts';
import type { BusinessHoursResponse, Presented, PublicBusinessResponse } from '../../contracts/responses.ts';
import { loadBusiness, locationOf, picturesOf } from '../business/index.ts';
import { reviewFigures } from '../reviews/index.ts';
import { businessHoursRows, localClock, openIntervalsOn, openNow, openWindowsOn, weeklyOpenIntervals } from '../slots/index.ts';
import { mapLinks } from './map-links.ts';

/**
 * The business's hours at `now`: today's open stretches on its own clock, whether it is open this minute and when
 * that changes, and its usual week. Computed at each answer; the answers are not cached (no-store), and the page's
 * head carries only the usual week, so nothing stale is ever served as "open now".
 */
export async function businessHours(em: EntityManager, provider: User, now: number): Promise<Presented<typeof BusinessHoursResponse>> {
  const zone = provider.timezone;
  const local = DateTime.fromMillis(now, { zone });
  const date = local.toISODate() as string;
  const rows = await businessHoursRows(em, provider.id, date);
  const windows = openWindowsOn(date, rows);
  const state = openNow(windows, local.hour * 60 + local.minute);
  const changeAt = state.nextChange === null ? null : localClock(date, zone)(state.nextChange);
  return {
    timezone: zone,
    date,
    today: openIntervalsOn(date, rows),
    openNow: state.open,
    nextChangeAt: changeAt === null ? null : new Date(changeAt),
    week: weeklyOpenIntervals(rows, WEEKDAYS) as Presented<typeof BusinessHoursResponse>['week'],
  };
}

/** The business as clients see it: its face, place, contacts, hours and rating; never the owner's login e-mail. */
export async function publicBusiness(
  em: EntityManager,
  provider: User,
  now = Date.now(),
): Promise<Presented<typeof PublicBusinessResponse>> {
  const { profile, images } = await loadBusiness(em, provider);
  const location = locationOf(profile);
  const address = profile?.address ?? null;
  return {
    name: businessDisplayName(profile, provider),
    category: isBusinessCategory(profile?.category) ? profile.category : null,
    description: profile?.description ?? null,
    ...picturesOf(images),
    address,
    landmark: profile?.landmark ?? null,
    location,
    mapLinks: mapLinks({ location, address }),
    phone: profile?.phone ?? null,
    telegram: profile?.telegram ?? null,
    instagram: profile?.instagram ?? null,
    hours: await businessHours(em, provider, now),
    rating: await reviewFigures(em, provider.id),
  };
}

/** The business's name as clients read it (its own, else its owner's), for the bot's and the e-mails' words. */
export async function businessNameOf(em: EntityManager, provider: User): Promise<string> {
  return businessDisplayName(await em.findOne(BusinessProfileSchema, { userId: provider.id }), provider);
}
