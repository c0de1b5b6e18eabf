import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

const APPS = ['web', 'miniapp'] as const;

/**
 * The api serves the built SPAs, so the suite tests exactly what ships. The root test command builds
 * first; a bare `vitest run` in e2e/ on a fresh checkout builds here instead of failing on a blank page.
 */
export function ensureBuilds(): void {
  for (const app of APPS) {
    const index = path.join(repoRoot, app, 'dist/index.html');
    if (!existsSync(index)) {
      // Vitest sets NODE_ENV=test, and Vite would keep it: React's development build, twice the size.
      const env = { ...process.env, NODE_ENV: 'production' };
      execFileSync('npx', ['vite', 'build'], { cwd: path.join(repoRoot, app), env, stdio: 'ignore' });
    }
    if (!existsSync(index)) throw new Error(`${app}/dist/index.html is missing and \`vite build\` did not produce it`);
  }
}
