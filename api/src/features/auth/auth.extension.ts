import { JobRunner } from '../../lib/jobs/job-runner.ts';
import { logger } from '../../lib/logger.ts';
import { registerExtension } from '../../server.ts';
import { createMailer } from '../notifications/index.ts';
import { identityMailHandlers } from './identity-mail.ts';

/** Sends the identity e-mails (proving an address, the takeover notice) from the outbox on the shared job runner. */
registerExtension((config, deps) => {
  const mailer = createMailer(config.mail);
  const runner = new JobRunner(deps.pool, identityMailHandlers(deps.orm, mailer, config.publicUrl ?? `http://localhost:${config.port}`), {
    backoffSeconds: (attempts) => Math.min(1800, 10 * 2 ** (attempts - 1)),
  });
  // Wake-ups during a pass fold into one more pass: a pass already running may have looked before the new row was
  // committed, and a burst of writes costs at most two passes. (The runner's own ticks may overlap these safely:
  // claims are leases taken with SKIP LOCKED.)
  let pass: Promise<void> | null = null;
  let again = false;
  const wake = () => {
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      do {
        again = false;
        await runner.runOnce().catch((error) => logger.warn({ err: error }, 'identity e-mails could not be sent now'));
      } while (again);
    })().finally(() => {
      pass = null;
    });
  };
  return {
    start() {
      runner.start(30_000);
    },
    async stop() {
      await runner.stop();
      await pass;
      mailer.close();
    },
    // After a write that planned an e-mail, so the link arrives at once (the interval is the backstop).
    notify: wake,
  };
});
