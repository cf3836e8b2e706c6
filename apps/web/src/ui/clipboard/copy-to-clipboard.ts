import { toast } from '../toast/toast-store.ts';

export const COPIED_MESSAGE = 'Copied to clipboard';
export const CLIPBOARD_UNAVAILABLE_MESSAGE = 'Clipboard not available';
export const COPY_FAILED_MESSAGE = 'Failed to copy to clipboard';

/** Copies text and tells the user how it went with a toast; true when it was copied. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    toast.error(CLIPBOARD_UNAVAILABLE_MESSAGE);
    return false;
  }
  try {
    await clipboard.writeText(text);
    toast.success(COPIED_MESSAGE);
    return true;
  } catch {
    toast.error(COPY_FAILED_MESSAGE);
    return false;
  }
}
