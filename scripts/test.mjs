// `pnpm test`: the whole suite. Unit and API tests (real PostgreSQL, SMTP, fake Bot API), then the
// browser tests against the built app in Chromium. Ends with one summary line over everything.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { run } from './run.mjs';

/** A Debian package the tests run for real; installed when missing (as root), else a clear stop. */
function ensurePackage(name, binary, neededFor) {
  if (existsSync(binary)) return Promise.resolve();
  if (process.getuid?.() !== 0) throw new Error(`${neededFor} need ${name}: apt-get install -y ${name}`);
  console.log(`Installing ${name} for ${neededFor.toLowerCase()} (Debian package)...`);
  return run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name} >/dev/null`]);
}
const ensureChromium = () => ensurePackage('chromium', '/usr/bin/chromium', 'The browser tests');
// The scale-out tests (api/test/pooler.test.ts) put a real PgBouncer between the app and PostgreSQL.
const ensurePgbouncer = () => ensurePackage('pgbouncer', '/usr/sbin/pgbouncer', 'The scale-out tests');

const reports = mkdtempSync(path.join(os.tmpdir(), 'qabul-test-'));
const counts = { passed: 0, failed: 0 };
let failedSuites = 0;

async function vitest(name, config) {
  const output = path.join(reports, `${name}.json`);
  const code = await run(
    'node_modules/.bin/vitest',
    ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    {
      allowFailure: true,
    },
  );
  if (!existsSync(output)) {
    failedSuites += 1;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  if (code !== 0 && report.numFailedTests === 0) failedSuites += 1;
}

// The house rules first: lint (Biome), import rules (dependency-cruiser) and types (tsc per package). A failure counts as a failed suite.
async function check(name, command, args) {
  const code = await run(command, args, { allowFailure: true });
  if (code !== 0) {
    console.error(`${name} failed`);
    failedSuites += 1;
  }
}
await check('lint', 'node_modules/.bin/biome', ['check', '.']);
await check('imports', 'node_modules/.bin/depcruise', [
  '--config',
  '.dependency-cruiser.cjs',
  'api/src',
  'db/src',
  'i18n/src',
  'bot/src',
  'web/src',
  'miniapp/src',
]);
for (const project of ['db', 'i18n', 'api', 'bot', 'web', 'miniapp'])
  await check(`typecheck ${project}`, 'node_modules/.bin/tsc', ['-p', project, '--noEmit']);

await build();
await ensurePgbouncer();
await vitest('unit-and-api', 'vitest.config.ts');
await ensureChromium();
await vitest('e2e', 'e2e/vitest.config.ts');

const failed = counts.failed + failedSuites;
console.log(`\nTests: ${counts.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
