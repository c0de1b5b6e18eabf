/**
 * The API messages of the waitlist, reviews, Telegram and e-mail proof features, made translatable where they leave (the error
 * boundary): their raising sites keep the canonical Uzbek text. Imported once for its effect, at start-up.
 */
import { identityTexts } from '../../features/auth/messages.ts';
import { reviewTexts } from '../../features/reviews/messages.ts';
import { telegramTexts } from '../../features/telegram/messages.ts';
import { waitlistTexts } from '../../features/waitlist/messages.ts';
import { registerApiMessages } from './message-index.ts';

for (const catalogues of [waitlistTexts, reviewTexts, telegramTexts, identityTexts]) registerApiMessages(catalogues);
