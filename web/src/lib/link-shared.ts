/**
 * Whether the provider has copied their public link in this browser (from the first-steps card or the profile's
 * Havolalar tab). Sharing leaves no trace on the server, so the first steps remember it here, per account.
 */
const key = (userId: string) => `qabul:link-shared:${userId}`;

export function linkShared(userId: string): boolean {
  try {
    return window.localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function rememberLinkShared(userId: string): void {
  try {
    window.localStorage.setItem(key(userId), '1');
  } catch {
    // Private mode without storage: the step simply stays open until a first booking arrives.
  }
}
