import type { ClientDetailsResponse, ClientResponse, Presented } from '../../contracts/responses.ts';
import { isUuid } from '../../contracts/fields.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentedBookings } from '../bookings/index.ts';
import { type ClientRow, clientBookingIds, clientPage, ownClient, saveClientNote } from './clients.queries.ts';
import * as api from './clients.contract.ts';
import { clientText } from './messages.uz.ts';

/** The "Mijozlar" page: the provider's clients (ADR 017); another provider's client is a 404. */
export const clientRoutes = new ContractRouter();

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

clientRoutes.mount(api.listClients, requireUser, async (ctx, { query }) => {
  const { rows, total } = await clientPage(ctx.state.em, signedInUser(ctx).id, query);
  setPageHeaders(ctx, query, rows.length, total);
  return rows.map(presentClient);
});

clientRoutes.mount(api.getClient, requireUser, (ctx, { params }) => clientCard(ctx, params.id));

clientRoutes.mount(api.saveClientNote, requireUser, async (ctx, { params, body }) => {
  const saved = isUuid(params.id) && (await saveClientNote(ctx.state.em, signedInUser(ctx).id, params.id.toLowerCase(), body.note));
  if (!saved) throw new AppError('not_found', clientText.notFound);
  return clientCard(ctx, params.id);
});
