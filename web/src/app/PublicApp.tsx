import { QueryClientProvider } from '@tanstack/react-query';
import { Shell } from '../components/layout/Shell.tsx';
import { PublicBookingPage } from '../features/booking/components/PublicBookingPage.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The router-free shell of a provider's public page; links out of it are full page loads. */
export function PublicApp({ identifier, search }: { identifier: string; search: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell>
        <PublicBookingPage identifier={identifier} search={search} />
      </Shell>
    </QueryClientProvider>
  );
}
