import type { CustomerServiceEntry } from '../../../shared/domains/system/schemas';
import { i18n } from './i18n';
import { memberInfo } from './stores/session';
import { loadStatus, systemStatus } from './stores/status';
import { alertDialog } from './stores/ui';

/** Members above this club rank get the VIP channel. */
export const VIP_RANK_ABOVE = 4;
/** The chat window: 440×750, the taller of the two sizes the platform's own site uses. */
export const SERVICE_WINDOW_NAME = 'customer-service';
export const SERVICE_WINDOW_FEATURES = 'width=440,height=750,resizable=yes,scrollbars=yes';

/**
 * The channel for this visitor: VIP above rank 4, live chat otherwise; within a channel the entry
 * of type 3 (the web chat) wins. A VIP member whose brand has no VIP channel still reaches live chat.
 */
export function pickServiceEntry(
  entries: readonly CustomerServiceEntry[],
  rankLevel: number | null | undefined,
): CustomerServiceEntry | undefined {
  const preferred = (rankLevel ?? 0) > VIP_RANK_ABOVE ? ['VIP', 'LIVECHAT'] : ['LIVECHAT'];
  for (const csType of preferred) {
    const channel = entries.filter((e) => e.csType.toUpperCase() === csType);
    const entry = channel.find((e) => e.type === 3) ?? channel[0];
    if (entry) return entry;
  }
  return undefined;
}

/**
 * The decrypted address, accepted only as an http(s) URL: a path never runs script in our window.
 * DES is loaded on first use so that it stays out of the home page's first load.
 */
export async function serviceUrlOf(entry: CustomerServiceEntry): Promise<string | null> {
  try {
    const { decryptServicePath } = await import('../../../shared/crypto/servicePath');
    const url = new URL(decryptServicePath(entry.path).trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens customer service in a small window. The window opens first, synchronously inside the click,
 * because browsers block popups opened after an await; its address is set once it is known.
 */
export async function openCustomerService(): Promise<void> {
  const popup = window.open('', SERVICE_WINDOW_NAME, SERVICE_WINDOW_FEATURES);
  if (!popup) {
    alertDialog.value = { message: i18n.t('service.popupBlocked'), confirmText: i18n.t('common.ok') };
    return;
  }
  // The chat page must not reach back into the site through window.opener.
  try {
    popup.opener = null;
  } catch {
    // some browsers make opener read-only; the chat is a platform page either way
  }
  if (!systemStatus.value) await loadStatus();
  const entry = pickServiceEntry(systemStatus.value?.info.customerService ?? [], memberInfo.value?.clubLabel?.rankLevel);
  const url = entry ? await serviceUrlOf(entry) : null;
  if (!url) {
    popup.close();
    alertDialog.value = { message: i18n.t('service.invalidUrl'), confirmText: i18n.t('common.ok') };
    return;
  }
  popup.location.href = url;
}
