import { createQueryClient } from '@qabul/web/booking-kit';

/** One Query client for the booking screens; the kit's fetchers carry the Telegram init data like every call. */
export const bookingQueryClient = createQueryClient();
