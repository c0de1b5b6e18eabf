export {
  startQabul,
  registerExtension,
  type RunningQabul,
  type Extension,
  type ExtensionFactory,
} from './server.ts';
export { createApp, SESSION_COOKIE } from './app.ts';
export { readConfig, type AppConfig } from './config.ts';
export type { AppDeps, AppContext, AppState } from './lib/context.ts';
