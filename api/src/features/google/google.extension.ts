import { JobRunner } from '../../lib/jobs/job-runner.ts';
import { registerExtension } from '../../server.ts';
import { googleTokenBox } from './google-account.service.ts';
import { BUSY_REFRESH_JOB, busyRefreshHandler } from './google-busy.ts';
import { MEET_SYNC_JOB, meetSyncHandler } from './google-meet.ts';

/** Google work off the request path: Meet events following their bookings, and providers' busy times. */
registerExtension((config, deps) => {
  const google = config.google;
  if (!google) return {};
  const box = googleTokenBox(config.sessionKeys[0]!);
  // The dispatcher's wake-up is handed over at start; until then the dispatcher's own schedule finds the notice.
  let notify = () => {};
  const runner = new JobRunner(
    deps.pool,
    {
      [MEET_SYNC_JOB]: meetSyncHandler(deps.pool, google, box, () => notify()),
      [BUSY_REFRESH_JOB]: busyRefreshHandler(deps.pool, google, box, deps.providerChanged),
    },
    { backoffSeconds: (attempts) => Math.min(600, 5 * 2 ** (attempts - 1)) },
  );
  return {
    async start(appDeps) {
      notify = appDeps.notify;
      runner.start(google.jobIntervalMs);
    },
    async stop() {
      await runner.stop();
    },
    // After a booking write: a Meet booking's job is already planned by the database, so look at once.
    notify() {
      void runner.tick();
    },
  };
});
