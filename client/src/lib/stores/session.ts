import { signal, computed, effect, type ReadonlySignal } from '@preact/signals-react';
import type { MemberInfo } from '../../../../shared/schemas/member';
import { LoginSessionKeys, clearSessionKeys, readSession, writeSession } from '../storage';

/** Logged-in state is the presence of a token in session storage (spec 1 §4.3). */
export const token = signal<string | null>(readSession('token'));

export const isLoggedIn: ReadonlySignal<boolean> = computed(() => token.value !== null && token.value !== '');

export const memberInfo = signal<MemberInfo | null>(null);

// The signal is the source of truth; storage follows it so a reload keeps the session.
effect(() => {
  writeSession('token', token.value);
});

export function setSessionToken(value: string): void {
  token.value = value;
}

/** Ends the session locally: member keys go, the merchant and cached lists stay (spec 1 §4.3 logout). */
export function clearSession(): void {
  clearSessionKeys(LoginSessionKeys);
  token.value = null;
  memberInfo.value = null;
}
