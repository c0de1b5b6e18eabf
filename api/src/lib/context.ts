import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm, User } from '@qabul/db';
import type { DefaultState, ParameterizedContext } from 'koa';
import type { AppConfig } from '../config.ts';

/** Things every request may use; built once at start-up. */
export interface AppDeps {
  orm: Orm;
  config: AppConfig;
  /** Wakes the notification dispatcher after a write, so confirmations leave at once (cron is the backstop). */
  notify: () => void;
  /** Telegram deep link for a booking's client chat, when a bot is configured. */
  telegramLink: (payload: string) => string | null;
}

export interface AppState extends DefaultState {
  em: EntityManager;
  user?: User;
  input: unknown;
  query: unknown;
}

export type AppContext = ParameterizedContext<AppState, { deps: AppDeps; session: import('koa-session').Session | null }>;

/** Request facts written into platform_activity rows. */
export interface Actor {
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export function actorOf(ctx: AppContext): Actor {
  return { userId: ctx.state.user?.id ?? null, ipAddress: ctx.ip || null, userAgent: ctx.get('user-agent') || null };
}
