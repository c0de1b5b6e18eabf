import { publicProviderQuery } from '../features/booking/model/get-provider.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * The provider the server put into the public page (`<script id="public-provider">`, the same answer as GET
 * /api/public/user) becomes the page's provider read before the first render: the header and its cover draw
 * without that round trip. A page without it (or with something unreadable in it) reads the provider as before.
 */
export function seedPageProvider(identifier: string): void {
  const element = document.getElementById('public-provider');
  if (!element?.textContent) return;
  try {
    queryClient.setQueryData(publicProviderQuery(identifier).queryKey, JSON.parse(element.textContent));
  } catch {
    // Not JSON: the read goes to the server as it did before.
  }
  element.remove();
}
