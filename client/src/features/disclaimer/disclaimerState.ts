import { signal } from '@preact/signals-core';
import { readSession, writeSession } from '../../lib/storage';

export function isDisclaimerAccepted(): boolean {
  return readSession('disclaimerAccept') === 'true';
}

/**
 * True until the visitor accepts the disclaimer this session. Other popups (notices, help) wait
 * for it, so nothing opens on top of the one dialog that must be answered first.
 */
export const disclaimerPending = signal(!isDisclaimerAccepted());

export function acceptDisclaimer(): void {
  writeSession('disclaimerAccept', 'true');
  disclaimerPending.value = false;
}
