import { backButton, closingBehavior, hapticFeedback, mainButton, swipeBehavior } from '@telegram-apps/sdk-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';

export interface MainButtonState {
  text: string;
  enabled: boolean;
  loading: boolean;
}

/**
 * Telegram's own MainButton ('Davom etish', 'Tasdiqlash'...) and BackButton ('Orqaga'). Screens declare
 * what they want; this module drives the SDK, and keeps the same state for the in-page stand-ins drawn
 * when no Telegram client is around (development mock).
 */
let current: { main: MainButtonState | null; back: boolean } = { main: null, back: false };
const mainHandler: { fn: (() => void) | null } = { fn: null };
const backHandler: { fn: (() => void) | null } = { fn: null };
const listeners = new Set<() => void>();

function publish(next: Partial<typeof current>) {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

export function pressMainButton(): void {
  mainHandler.fn?.();
}

export function pressBackButton(): void {
  backHandler.fn?.();
}

/** Listens to Telegram's button presses once for the whole app. */
export function connectTelegramButtons(): void {
  mainButton.onClick.ifAvailable(pressMainButton);
  backButton.onClick.ifAvailable(pressBackButton);
}

export function useControls() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Shows the MainButton with this text while the calling screen is mounted; null hides it. */
export function useMainButton(state: MainButtonState | null, onClick: () => void): void {
  const handler = useRef(onClick);
  handler.current = onClick;
  const text = state?.text;
  const enabled = state?.enabled ?? false;
  const loading = state?.loading ?? false;
  useEffect(() => {
    mainHandler.fn = () => handler.current();
    const visible = text !== undefined;
    if (mainButton.setParams.isAvailable()) {
      mainButton.setParams({ text: text ?? '', isVisible: visible, isEnabled: enabled && !loading, isLoaderVisible: loading });
    }
    publish({ main: visible ? { text: text ?? '', enabled, loading } : null });
    return () => {
      mainHandler.fn = null;
      if (mainButton.setParams.isAvailable()) mainButton.setParams({ isVisible: false, isLoaderVisible: false });
      publish({ main: null });
    };
  }, [text, enabled, loading]);
}

/** Shows the BackButton while `onBack` is given. */
export function useBackButton(onBack: (() => void) | null): void {
  const handler = useRef(onBack);
  handler.current = onBack;
  const visible = onBack !== null;
  useEffect(() => {
    backHandler.fn = visible ? () => handler.current?.() : null;
    if (visible) backButton.show.ifAvailable();
    else backButton.hide.ifAvailable();
    publish({ back: visible });
    return () => {
      backHandler.fn = null;
      backButton.hide.ifAvailable();
      publish({ back: false });
    };
  }, [visible]);
}

/**
 * While `active` (a payment under way), Telegram asks before closing the Mini App and a downward swipe no longer
 * minimises it, so the client is not dropped out of paying by accident.
 */
export function usePaymentGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    closingBehavior.enableConfirmation.ifAvailable();
    swipeBehavior.disableVertical.ifAvailable();
    return () => {
      closingBehavior.disableConfirmation.ifAvailable();
      swipeBehavior.enableVertical.ifAvailable();
    };
  }, [active]);
}

/** Touch feedback, where the client supports it. */
export const haptic = {
  /** A choice made (service, day, time). */
  impact: () => hapticFeedback.impactOccurred.ifAvailable('light'),
  selection: () => hapticFeedback.selectionChanged.ifAvailable(),
  success: () => hapticFeedback.notificationOccurred.ifAvailable('success'),
  error: () => hapticFeedback.notificationOccurred.ifAvailable('error'),
};
