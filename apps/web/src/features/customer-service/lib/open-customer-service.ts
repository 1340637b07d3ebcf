import { revealLink } from '@lotus/contract/customer-service';

export interface CustomerServiceEntry {
  /** 1 live chat URL, 2 VIP service URL, 3 obfuscated link, 4 the built-in chat room. */
  type: number;
  path: string;
  label: string;
}

/** The brand's own chat room (the site's dialog) rather than an outside link. */
export const builtInChatType = 4;

/** VIP members (club rank above 4) are served by the VIP desk (spec section 6). */
export const vipRankThreshold = 4;

export function pickCustomerService(entries: readonly CustomerServiceEntry[], rankLevel: number): CustomerServiceEntry | undefined {
  const vip = rankLevel > vipRankThreshold;
  return (vip ? entries.find((e) => e.type === 2) : undefined) ?? entries.find((e) => e.type !== 2) ?? entries[0];
}

const windowName = 'lotus-customer-service';
const windowFeatures = 'popup=yes,width=480,height=720,noopener=no';

/**
 * Opens the entry in a popup window. The window is opened at once, inside the click, so popup
 * blockers allow it; a type 3 link is revealed afterwards and the window closed if that fails.
 */
export async function openCustomerService(
  entry: CustomerServiceEntry,
  open: typeof window.open = window.open.bind(window),
): Promise<boolean> {
  if (entry.type === 1 || entry.type === 2) {
    const win = open(entry.path, windowName, windowFeatures);
    return win !== null;
  }
  const win = open('', windowName, windowFeatures);
  if (!win) return false;
  try {
    const url = await revealLink(entry.path);
    if (!/^https?:\/\//i.test(url)) throw new Error('customer service link is not a web address');
    win.location.href = url;
    return true;
  } catch {
    win.close();
    return false;
  }
}
