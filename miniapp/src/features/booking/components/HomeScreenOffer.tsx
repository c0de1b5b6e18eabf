import { useEffect, useState } from 'react';
import { miniText as t } from '../../../config/messages/index.ts';
import { offerHomeScreen, shouldOfferHomeScreen } from '../../../lib/home-screen.ts';

/** After a booking, from the client's second on: a shortcut on the phone's home screen, if they have none yet. */
export function HomeScreenOffer() {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    let current = true;
    void shouldOfferHomeScreen().then((yes) => current && setOffer(yes));
    return () => {
      current = false;
    };
  }, []);
  if (!offer) return null;
  return (
    <div className="notice notice-info" data-testid="home-screen-offer">
      <p>{t.homeScreenOffer}</p>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => {
          offerHomeScreen();
          setOffer(false);
        }}
      >
        {t.homeScreenButton}
      </button>
    </div>
  );
}
