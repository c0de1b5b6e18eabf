import './extensions.ts';
import { logger } from './lib/logger.ts';
import { startQabul } from './server.ts';

const qabul = await startQabul();
logger.info(`Qabul is running at ${qabul.config.publicUrl ?? qabul.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down');
    await qabul.close();
    process.exit(0);
  });
}
