/**
 * What Vite adds to `import.meta` that the API's tests use: `glob` (the language test finds every catalogue file by
 * its name) and `env` (read by the web catalogue runtime those tests load). Vitest provides both at run time.
 */
interface ImportMeta {
  glob<T = unknown>(patterns: string | string[], options: { eager: true; import?: string }): Record<string, T>;
  readonly env: { readonly PROD: boolean; readonly DEV: boolean; readonly [key: string]: unknown };
}
