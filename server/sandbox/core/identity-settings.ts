import type { Addresses } from '../addresses';

/** The operator's identity settings (sandbox options), with the site addresses social sign-in may return to. */
export interface IdentitySettings {
  /** The brand's default password: accounts still using it are sent to the forced change. */
  defaultPassword: string;
  /** A password older than this is reported as expired. */
  passwordMaxAgeDays: number;
  addresses: Addresses;
}

export const DEFAULT_PASSWORD = 'Abc12345';
export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;
