import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { clientsPage as t } from '../../../config/messages.ts';
import { CLIENTS_PER_PAGE, useClients } from '../api/clients.ts';
import { ClientCardDialog } from './ClientCardDialog.tsx';
import { ClientFigures } from './ClientFigures.tsx';
import styles from './clients.module.css';

/** /user/clients ('Mijozlar'): search by name or phone digits, a page at a time; a row opens the client's card. */
export function ClientsPage() {
  // The calendar's "Mijoz kartasi" opens the list searched by the client's phone (?search=).
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('search') ?? '');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  // Typing stays responsive: the list follows the text a moment later.
  const query = useDeferredValue(search.trim());
  const clients = useClients(query, offset);
  const page = clients.data;
  const total = page?.total ?? 0;
  // Arrived for one client (a phone from the calendar): their card opens by itself when the search finds only them.
  const openFound = useRef(search !== '');
  useEffect(() => {
    if (!openFound.current || !page) return;
    openFound.current = false;
    if (page.items.length === 1 && page.items[0]) setOpenId(page.items[0].id);
  }, [page]);

  return (
    <div className="container">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <TextField
        className={styles.search}
        label={t.searchLabel}
        type="search"
        placeholder={t.search}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setOffset(0);
        }}
        maxLength={100}
      />
      {clients.isPending ? (
        <div className="stack" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : clients.isError ? (
        <p className="muted">{t.loadError}</p>
      ) : page && page.items.length === 0 ? (
        <div className="card">
          <EmptyState title={query ? t.noMatch : t.empty} text={query ? undefined : t.emptyHint} />
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-busy={clients.isFetching}>
            {page?.items.map((client) => (
              <li key={client.id}>
                <button
                  type="button"
                  className={`card ${styles.row}`}
                  onClick={() => setOpenId(client.id)}
                  aria-label={t.open({ name: client.name })}
                >
                  <h2 className={styles.name}>{client.name}</h2>
                  <span className={styles.phone}>{client.phone}</span>
                  <ClientFigures client={client} />
                </button>
              </li>
            ))}
          </ul>
          {total > CLIENTS_PER_PAGE && (
            <nav className={styles.pager}>
              <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - CLIENTS_PER_PAGE))}>
                {t.prev}
              </Button>
              <span className="muted">{t.pageOf({ from: offset + 1, to: offset + (page?.items.length ?? 0), total })}</span>
              <Button
                variant="secondary"
                disabled={offset + CLIENTS_PER_PAGE >= total}
                onClick={() => setOffset(offset + CLIENTS_PER_PAGE)}
              >
                {t.next}
              </Button>
            </nav>
          )}
        </>
      )}
      {openId && <ClientCardDialog clientId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
