import { EmbeddedAccessError } from '@qabul/db';
import { ConfigError } from './config.ts';
import { logger } from './lib/logger.ts';
import { BACKGROUND } from './background.ts';
import { type RunningQabul, startQabul } from './server.ts';

/** A start-up failure is one line that says what to do, never a stack trace. */
function refuseToStart(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof EmbeddedAccessError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Qabul cannot start: ${known ? message : `${message.split('\n')[0]} (LOG_LEVEL=debug shows details)`}\n`);
  if (!known) logger.debug({ err: error }, 'start-up failed');
  process.exit(1);
}

let qabul: RunningQabul;
try {
  qabul = await startQabul(process.env, { background: BACKGROUND });
} catch (error) {
  refuseToStart(error);
}
logger.info(`Qabul is running at ${qabul.config.publicUrl ?? qabul.url}`);

// A stray rejection is a bug to log, not a reason to drop every request in flight.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) {
      // A second signal: the operator wants out now.
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    logger.info(`${signal}: not ready any more; answering for ${qabul.config.shutdownDrainMs} ms, then shutting down`);
    try {
      await qabul.drain();
      await qabul.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}
