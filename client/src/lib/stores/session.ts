import { signal, computed, effect, type ReadonlySignal } from '@preact/signals-core';
import type { MemberInfo } from '../../../../shared/domains/member/schemas';
import { LoginSessionKeys, clearSessionKeys, readSession, writeSession } from '../storage';

/** Logged-in state is the presence of a token in session storage. */
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

function storedType(): number | null {
  const text = readSession('isAgent');
  const n = text === null ? NaN : Number(text);
  return Number.isInteger(n) ? n : null;
}

/** The account type kept in session storage `isAgent` at sign-in, until member info arrives. */
const signedInType = signal<number | null>(storedType());

/** 1, 2, 41, 42 are agents; 4 is a trial (free-play) account. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_ACCOUNT_TYPE = 4;

export type Role = 'visitor' | 'trial' | 'member' | 'agent';

/** The signed-in account's type: member info when loaded, else what sign-in stored. */
export const accountType: ReadonlySignal<number | null> = computed(() =>
  isLoggedIn.value ? (memberInfo.value?.type ?? signedInType.value) : null,
);

export const role: ReadonlySignal<Role> = computed(() => {
  if (!isLoggedIn.value) return 'visitor';
  const type = accountType.value;
  if (type === TRIAL_ACCOUNT_TYPE) return 'trial';
  if (type !== null && AGENT_TYPES.includes(type)) return 'agent';
  return 'member';
});

/** What a sign-in, registration, free play or social sign-in answers. */
export interface LoginInfo {
  token?: string;
  id: number;
  userName: string;
  type?: number;
  isAgent?: number;
}

/**
 * Takes a login answer into the session: exactly the platform site's session-storage keys (token,
 * account, customerId, isAgent, username). The password is never stored.
 */
export function loginInfo(value: LoginInfo): void {
  const type = value.isAgent ?? value.type ?? 0;
  writeSession('account', value.userName);
  writeSession('username', value.userName);
  writeSession('customerId', String(value.id));
  writeSession('isAgent', String(type));
  signedInType.value = type;
  if (value.token) token.value = value.token;
}

/** Member info loaded after sign-in (or at boot): the member-label keys follow it. */
export function setMemberInfo(info: MemberInfo): void {
  memberInfo.value = info;
  writeSession('account', info.account);
  writeSession('customerId', String(info.id));
  writeSession('isAgent', String(info.type));
  signedInType.value = info.type;
  const [label] = info.memberLabel ?? [];
  writeSession('memberLabel', label?.labelName ?? null);
  writeSession('memberLabelTextColor', label?.textColor ?? null);
  writeSession('memberLabelBgColor', label?.bgColor ?? null);
}

/** Ends the session locally: member keys go, the merchant and cached lists stay. */
export function clearSession(): void {
  clearSessionKeys(LoginSessionKeys);
  token.value = null;
  memberInfo.value = null;
  signedInType.value = null;
}
