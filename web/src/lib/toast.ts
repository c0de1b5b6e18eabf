import { appConfig } from '../config/index.ts';
import { common } from '../config/messages.ts';
import { errorText } from './api-client.ts';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

// One toast at a time (spec.md section 9): a new one replaces the old and restarts the timer.
let current: ToastMessage | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

export function toast(message: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] }): void {
  clearTimeout(timer);
  current = { variant: 'default', ...message, id: nextId++ };
  timer = setTimeout(dismissToast, appConfig.toastDurationMs);
  emit();
}

/** A success after a failure: the failure's toast no longer applies, so it goes (spec.md section 9). */
export function clearErrorToast(): void {
  if (current?.variant === 'destructive') dismissToast();
}

/** Destructive toast titled 'Xatolik' with the server's message, else the action's fallback. */
export function toastError(error: unknown, fallback: string): void {
  toastErrorText(errorText(error, fallback));
}

export function toastErrorText(description: string): void {
  toast({ variant: 'destructive', title: common.errorTitle, description });
}

export function toastSuccess(description: string, title: string = common.successTitle): void {
  toast({ title, description });
}

/** For the Toaster (lib/Toaster.tsx): the toast on screen, and news of a change. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastMessage | null {
  return current;
}
