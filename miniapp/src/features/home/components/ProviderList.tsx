import { miniText as t } from '../../../config/messages/index.ts';
import { haptic } from '../../../lib/telegram-controls.ts';
import type { MyProvider } from '../api/my-providers.ts';
import { shareProvider } from '../api/share-provider.ts';
import styles from './home.module.css';

/** The providers the person booked with: book the same service again, or send the provider to a friend. */
export function ProviderList({ providers, onRebook }: { providers: readonly MyProvider[]; onRebook: (provider: MyProvider) => void }) {
  return (
    <ul className={styles.list}>
      {providers.map((provider) => (
        <li key={provider.username} className={styles.card} data-testid={`provider-${provider.username}`}>
          {provider.photoUrl && <img className={styles.photo} src={provider.photoUrl} alt="" width={48} height={48} />}
          <div className={styles.what}>
            <p className={styles.title}>{provider.name}</p>
            {provider.lastServiceName && <p className={styles.sub}>{provider.lastServiceName}</p>}
            <div className={styles.ask}>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => {
                  haptic.impact();
                  onRebook(provider);
                }}
              >
                {t.bookAgain}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void shareProvider(provider.username, t.shareText({ name: provider.name }))}
              >
                {t.share}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
