import type { EntityManager } from '@mikro-orm/postgresql';
import type { Api } from '@qabul/bot';
import type { AdminUser, Orm, Pool, Staff, User } from '@qabul/db';
import type { ChangeDetail } from './change-feed.ts';
import type { EventStreams } from './event-streams.ts';
import type { ProviderCache } from './provider-cache.ts';
import type { DefaultState, ParameterizedContext } from 'koa';
import type { AppConfig } from '../config.ts';
import type { Language } from '../contracts/i18n/languages.ts';

/** Things every request may use; built once at start-up. */
/** The two hot paths (slot listing, booking creation) read through a raw pool and a change-aware cache. */
export interface HotPath {
  pool: Pool;
  cache: ProviderCache<unknown>;
}

export interface AppDeps extends HotPath {
  orm: Orm;
  config: AppConfig;
  /** Wakes the notification dispatcher after a write, so confirmations leave at once (cron is the backstop). */
  notify: () => void;
  /** Telegram deep link for a booking's client chat, when a bot is configured. */
  telegramLink: (payload: string) => string | null;
  /** The bot's username: TELEGRAM_BOT_USERNAME, else from getMe; null without a bot. */
  botUsername: () => string | null;
  /** Drops this instance's cached data of a provider at once (other instances hear it from PostgreSQL). */
  providerChanged: (providerId: string) => void;
  /**
   * The same when only the provider's bookings (or blocked times) changed: what does not depend on bookings stays
   * cached. `detail` (the dates and masters touched), when known, lets the open calendars read only those again.
   */
  bookingsChanged: (providerId: string, detail?: ChangeDetail) => void;
  /** The open calendars' live streams on this instance, fed by the change feed. */
  eventStreams: EventStreams;
  /** A session signed out here: its streams end and what this instance remembers of it goes at once. */
  sessionEnded: (session: { sid: string; cookie: string | null }) => void;
  /** True once a stop began: readiness answers 503 so no new work is sent here. */
  draining: () => boolean;
  /** PostgreSQL itself (not a pooler), for what keeps one session: the background engine's LISTEN. */
  directUrl: string;
  /** The bot's side of the Telegram routes, given by the bot when it runs in this process (a token is set). */
  telegram?: TelegramEdge;
}

/** What the Telegram routes need from the bot: its Bot API client, its webhook, and what links and invoices are made of. */
export interface TelegramEdge {
  /** Takes Telegram's update posts when the bot receives them by webhook; null when it polls or only sends. */
  webhook: ((ctx: AppContext) => Promise<unknown>) | null;
  /** The bot's username once known (setting or getMe). */
  botUsername: () => string | null;
  api: Api;
  /** The invoice payload's key (derived from the bot token). */
  invoiceSecret: string;
  /** Where the Mini App lives, for the cards' buttons. */
  miniAppUrl: string;
}

export interface AppState extends DefaultState {
  em: EntityManager;
  /** This request's id (X-Request-Id), for logs. */
  requestId?: string;
  user?: User;
  /** The master the signed-in account works as (an accepted invitation); unset for an owner. */
  master?: Staff;
  /** The admin-panel account of the request's admin session (cookie qabul.admin.sid), once a guard loaded it. */
  admin?: AdminUser;
  /** The handler announced what its write changed (with detail): the blanket "the provider changed" is not sent. */
  changesAnnounced?: boolean;
  /** The reader's language for this request's messages, once asked (see lib/i18n/request-language.ts). */
  language?: Language;
}

/** koa-session's session object, as this app uses it. */
export type SessionData = Record<string, unknown> & { userId?: string; regenerate(): Promise<void> };

export type AppContext = ParameterizedContext<AppState, { deps: AppDeps; session: SessionData | null; params: Record<string, string> }>;

/** Request facts written into platform_activity rows. */
export interface Actor {
  userId: string | null;
  /** Set when an admin-panel account acted. */
  adminUserId?: number | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export function actorOf(ctx: AppContext): Actor {
  return {
    userId: ctx.state.user?.id ?? null,
    adminUserId: ctx.state.admin?.id ?? null,
    ipAddress: ctx.ip || null,
    userAgent: ctx.get('user-agent') || null,
  };
}
