import Router from '@koa/router';
import type { ClientDetailsResponse, ClientResponse, Presented } from '../../contracts/responses.ts';
import { isUuid } from '../../contracts/fields.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { presentedBookings } from '../bookings/index.ts';
import { type ClientRow, clientBookingIds, clientPage, ownClient, saveClientNote } from './clients.queries.ts';
import { ClientFilters, ClientNote } from './clients.schema.ts';
import { clientText } from './messages.uz.ts';

/** The "Mijozlar" page: the provider's clients (ADR 017); another provider's client is a 404. */
export const clientRoutes = new Router<AppContext['state'], AppContext>();

function presentClient(row: ClientRow): Presented<typeof ClientResponse> {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    telegramUsername: row.telegram_username,
    visits: row.visits,
    cancellations: row.cancellations,
    noShows: row.no_shows,
    lastVisitAt: row.last_visit_at ? new Date(row.last_visit_at) : null,
    nextBookingAt: row.next_booking_at ? new Date(row.next_booking_at) : null,
  };
}

async function clientCard(ctx: AppContext, clientId: string): Promise<Presented<typeof ClientDetailsResponse>> {
  const providerId = signedInUser(ctx).id;
  const row = isUuid(clientId) ? await ownClient(ctx.state.em, providerId, clientId.toLowerCase()) : null;
  if (!row) throw new AppError('not_found', clientText.notFound);
  const bookings = await presentedBookings(ctx.state.em, providerId, await clientBookingIds(ctx.state.em, providerId, row.phone));
  return { ...presentClient(row), note: row.note, bookings };
}

clientRoutes.get('/api/clients', requireUser, validateQuery(ClientFilters), async (ctx) => {
  const filters = query(ctx, ClientFilters);
  const { rows, total } = await clientPage(ctx.state.em, signedInUser(ctx).id, filters);
  setPageHeaders(ctx, filters, rows.length, total);
  ctx.body = rows.map(presentClient);
});

clientRoutes.get('/api/clients/:id', requireUser, async (ctx) => {
  ctx.body = await clientCard(ctx, ctx.params.id ?? '');
});

clientRoutes.put('/api/clients/:id', requireUser, validate(ClientNote), async (ctx) => {
  const id = ctx.params.id ?? '';
  const saved = isUuid(id) && (await saveClientNote(ctx.state.em, signedInUser(ctx).id, id.toLowerCase(), input(ctx, ClientNote).note));
  if (!saved) throw new AppError('not_found', clientText.notFound);
  ctx.body = await clientCard(ctx, id);
});
