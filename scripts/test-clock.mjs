// `pnpm test:clock [test files...]`: the API tests (all, or the files named) with the machine's clock moved
// (libfaketime, Debian package `faketime`), to prove no test depends on today's date: a summer day (Tashkent
// and London on summer time differ by 4 h, not 5) and the last seconds before midnight in Tashkent and in
// UTC, so the run crosses it. The clock keeps running from there, for this process and the PostgreSQL it starts.
import { spawnSync } from 'node:child_process';
import { run } from './run.mjs';

if (spawnSync('faketime', ['--version']).error) {
  console.error('This needs libfaketime: apt-get install -y faketime');
  process.exit(2);
}
const files = process.argv.slice(2);
const clocks = ['2026-07-15 12:00:00', '2026-11-22 18:59:30', '2026-11-22 23:59:30'];
for (const clock of clocks) {
  console.log(`\nClock: ${clock} UTC`);
  await run('faketime', [clock, 'node_modules/.bin/vitest', 'run', '--project', 'api', ...files]);
}
