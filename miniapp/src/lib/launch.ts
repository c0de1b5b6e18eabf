import { cleanStartParam as cleanParam } from '@qabul/api/schemas';
import { createContext, useContext } from 'react';

/** What the Mini App knows about how it was opened; the server trusts only `initDataRaw`, after checking it. */
export interface TelegramLaunch {
  /** Init data exactly as Telegram gave it: sent as `Authorization: tma <initDataRaw>`, never rebuilt. */
  initDataRaw: string;
  /** A provider's username to book with (letters, digits, _ and - only), or null for the home screen. */
  startParam: string | null;
  user: {
    id: number;
    firstName: string;
    lastName: string | null;
    username: string | null;
    allowsWriteToPm: boolean;
    /** The Telegram app's language (`ru`, `uz`, `en`...): the Mini App's language until the person picks one. */
    languageCode: string | null;
  } | null;
  /** No Telegram around the page (development mock): the page draws its own main and back buttons. */
  mocked: boolean;
}

export const LaunchContext = createContext<TelegramLaunch | null>(null);

export function useLaunch(): TelegramLaunch {
  const launch = useContext(LaunchContext);
  if (!launch) throw new Error('useLaunch outside LaunchContext');
  return launch;
}

/** What a start parameter opens: a provider's booking page, or (`reschedule-<bookingId>`, the card's "Ko'chirish") a booking to move. */
export type LaunchTarget = { kind: 'provider'; username: string } | { kind: 'reschedule'; bookingId: string } | null;

const RESCHEDULE = 'reschedule-';

export function launchTarget(startParam: string | null): LaunchTarget {
  if (!startParam) return null;
  if (startParam.startsWith(RESCHEDULE) && startParam.length > RESCHEDULE.length) {
    return { kind: 'reschedule', bookingId: startParam.slice(RESCHEDULE.length) };
  }
  return { kind: 'provider', username: startParam };
}

/** The spec's rule for start parameters: keep only letters, digits, underscore and hyphen. */
export function cleanStartParam(value: string | null | undefined): string | null {
  return cleanParam(value) || null;
}
