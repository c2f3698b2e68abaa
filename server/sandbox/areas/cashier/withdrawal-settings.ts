import type { WithdrawType } from '../../../../shared/domains/cashier/schemas';
import type { WithdrawalRepository, WithdrawTypeRow } from './withdrawal-repository';

/**
 * The platform's withdrawal settings: per type limits and fee percentage (table `withdraw_types`)
 * and the scalar settings, rows of `settings` named here. Opening hours are the platform's local
 * time; this brand's platform keeps UTC+08:00 (Manila, no daylight saving).
 */
export const SettingName = {
  penaltyCents: 'withdraw.penaltyChargeCents',
  hoursFrom: 'withdraw.hoursFrom',
  hoursTo: 'withdraw.hoursTo',
  fixedAmounts: 'withdraw.fixedAmountsCents',
  c2cEnabled: 'withdraw.c2cEnabled',
  c2cTimeoutMinutes: 'withdraw.c2cTimeoutMinutes',
} as const;

/** The platform's local time: UTC+08:00, in minutes. */
export const PLATFORM_UTC_OFFSET_MINUTES = 8 * 60;

export interface WithdrawalSettings {
  types: WithdrawTypeRow[];
  penaltyCents: number;
  /** "HH:mm" in the platform's local time; equal means always open. */
  hoursFrom: string;
  hoursTo: string;
  /** Empty: any amount inside the type's limits. */
  fixedAmountsCents: number[];
  c2cEnabled: boolean;
  c2cTimeoutMinutes: number;
}

function required(repo: WithdrawalRepository, name: string): string {
  const value = repo.setting(name);
  if (value === undefined) throw new Error(`The withdrawal setting ${name} is not seeded`);
  return value;
}

export function readSettings(repo: WithdrawalRepository): WithdrawalSettings {
  return {
    types: repo.types(),
    penaltyCents: Number(required(repo, SettingName.penaltyCents)),
    hoursFrom: required(repo, SettingName.hoursFrom),
    hoursTo: required(repo, SettingName.hoursTo),
    fixedAmountsCents: JSON.parse(required(repo, SettingName.fixedAmounts)) as number[],
    c2cEnabled: required(repo, SettingName.c2cEnabled) === 'true',
    c2cTimeoutMinutes: Number(required(repo, SettingName.c2cTimeoutMinutes)),
  };
}

export function typeSettings(settings: WithdrawalSettings, type: WithdrawType): WithdrawTypeRow | undefined {
  return settings.types.find((t) => t.withdrawType === type);
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `now` falls inside the opening hours, read in the platform's local time. A window whose
 * end is before its start runs over midnight (22:00–02:00); equal ends mean open all day.
 */
export function isWithinHours(settings: Pick<WithdrawalSettings, 'hoursFrom' | 'hoursTo'>, now: number): boolean {
  const from = minutesOf(settings.hoursFrom);
  const to = minutesOf(settings.hoursTo);
  if (from === to) return true;
  const local = Math.floor((now + PLATFORM_UTC_OFFSET_MINUTES * 60_000) / 60_000) % (24 * 60);
  return from < to ? local >= from && local < to : local >= from || local < to;
}

/** The fee of a withdrawal: the flat penalty charge plus the type's percentage, rounded up to a cent. */
export function feeCents(settings: WithdrawalSettings, type: WithdrawTypeRow, amountCents: number): number {
  return settings.penaltyCents + Math.ceil((amountCents * type.feeBasisPoints) / 10_000);
}
