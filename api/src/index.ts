export { startQabul, type RunningQabul, type Extension, type ExtensionFactory, type StartOptions } from './server.ts';
export { BACKGROUND } from './background.ts';
export { createApp, SESSION_COOKIE } from './app.ts';
export { readConfig, type AppConfig } from './config.ts';
export type { AppDeps, AppContext, AppState } from './lib/context.ts';
