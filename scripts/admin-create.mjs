// `pnpm admin:create <username> <email>`: the compiled command when there is a build (production installs have
// no tsx), else the TypeScript source.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

const compiled = path.join(root, 'api/dist/admin-create.js');
const args = existsSync(compiled)
  ? ['--enable-source-maps', compiled, ...process.argv.slice(2)]
  : ['--import', 'tsx', path.join(root, 'api/src/cli/admin-create.ts'), ...process.argv.slice(2)];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
