/**
 * A sign-up made in this browser tab: once the owner reaches home (after choosing a plan) they are led through the
 * setup, once. Kept for the tab only (sessionStorage): an owner who signs in later goes straight to their calendar;
 * the setup stays one click away on the first-steps card.
 */
const KEY = 'qabul.new-owner';

export function rememberNewOwner(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private mode): the first-steps card still leads to the setup.
  }
}

/** Whether this account was made in this tab and has not seen its setup yet. */
export function isNewOwner(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

/** The setup has opened: home is the calendar from now on. */
export function forgetNewOwner(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
