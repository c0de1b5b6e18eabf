import { miniText as t } from '../config/messages/index.ts';
import { pressBackButton, pressMainButton, useControls } from '../lib/telegram-controls.ts';

/** Without a Telegram client around the page (development), its Back and Main buttons are drawn here. */
export function FallbackControls() {
  const { main, back } = useControls();
  if (!main && !back) return null;
  return (
    <>
      <div className="fallback-spacer" />
      <div className="fallback-controls" data-testid="fallback-controls">
        {back && (
          <button type="button" className="btn btn-secondary" onClick={pressBackButton}>
            {t.back}
          </button>
        )}
        {main && (
          <button type="button" className="btn btn-primary" onClick={pressMainButton} disabled={!main.enabled || main.loading}>
            {main.text}
          </button>
        )}
      </div>
    </>
  );
}
