/** The browser flag that remembers the Multiple Dimension notice was shown (docs/product-guide.md#charts: a one-time message). */
export const NOTICE_FLAG = 'waterline:multiple-dimension-notice-shown';

/**
 * True the first time it is asked in this browser, and then never again: it sets the flag as it
 * answers. A storage that cannot be read or written (blocked, full) never shows the notice, rather
 * than showing it on every visit.
 */
export function claimOneTimeNotice(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    if (storage.getItem(NOTICE_FLAG) !== null) return false;
    storage.setItem(NOTICE_FLAG, new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}
