import { DEVICE_ID_NAME } from '../../../shared/api/headers';
import { readCookie, writeCookie } from './cookies';
import { readLocal, writeLocal } from './storage';

/** The device cookie outlives visits: a year, renewed whenever the id is read. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // RFC 4122 version 4 from 16 random bytes, for browsers without randomUUID (non-secure origins).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser's device id (`SHELL_deviceId`): a UUID made once and kept both in a cookie and in
 * `localStorage` under that name, as the platform's site keeps it; either copy restores the other.
 * It is sent as `loginDeviceId` in every sign-in and registration body.
 */
export function deviceId(): string {
  const kept = [readLocal(DEVICE_ID_NAME), readCookie(DEVICE_ID_NAME)].find((id): id is string => id !== null && UUID.test(id));
  const id = kept ?? newUuid();
  if (readLocal(DEVICE_ID_NAME) !== id) writeLocal(DEVICE_ID_NAME, id);
  writeCookie(DEVICE_ID_NAME, id, DEVICE_COOKIE_SECONDS);
  return id;
}

/** `X-Real-UA`: the browser's User-Agent in Base64 (UTF-8 first, so any character survives). */
export function realUserAgent(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  let binary = '';
  for (const byte of new TextEncoder().encode(agent)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
