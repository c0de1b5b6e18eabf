import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Screenshots for people to look at (gitignored). */
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
