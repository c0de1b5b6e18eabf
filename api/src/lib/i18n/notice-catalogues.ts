/**
 * The API messages of the waitlist, reviews and Telegram features, made translatable where they leave (the error
 * boundary): their raising sites keep the canonical Uzbek text. Imported once for its effect, at start-up.
 */
import { reviewTexts } from '../../features/reviews/messages.ts';
import { telegramTexts } from '../../features/telegram/messages.ts';
import { waitlistTexts } from '../../features/waitlist/messages.ts';
import { registerApiMessages } from './message-index.ts';

for (const catalogues of [waitlistTexts, reviewTexts, telegramTexts]) registerApiMessages(catalogues);
