/**
 * What one run of the contract suite needs: the platform, the merchant and a test account, from
 * flags first and the environment second.
 */
export interface ContractOptions {
  /** The platform's base address, e.g. https://platform.example (paths such as /wps/... follow it). */
  upstream: string;
  /** The merchant (brand) code sent in the `Merchant` header. */
  merchant: string;
  username: string;
  password: string;
  /** The `Language` header and the language of payloads that name one (upper case, e.g. EN). */
  language: string;
  /** Also call the entries that move money or bonus value, against the test account only. */
  allowMoney: boolean;
  /** Fail on any entry that is not as expected, except the ones not offered or skipped for safety (CI, against the sandbox). */
  strict: boolean;
}

export class OptionsError extends Error {
  override name = 'OptionsError';
}

type Env = Record<string, string | undefined>;

const VALUE_FLAGS = {
  '--upstream': 'upstream',
  '--merchant': 'merchant',
  '--username': 'username',
  '--password': 'password',
  '--language': 'language',
} as const;
const SWITCHES = { '--allow-money': 'allowMoney', '--strict': 'strict' } as const;
const ENV_NAMES = {
  upstream: 'CONTRACT_UPSTREAM',
  merchant: 'CONTRACT_MERCHANT',
  username: 'CONTRACT_USERNAME',
  password: 'CONTRACT_PASSWORD',
  language: 'CONTRACT_LANGUAGE',
} as const;

export const USAGE = `Usage: npm run test:contract -- --upstream URL --merchant CODE --username NAME --password SECRET [--language EN] [--allow-money] [--strict]
  Each value may come from the environment instead: ${Object.values(ENV_NAMES).join(', ')}.`;

/** Reads `--name value` and `--name=value` flags, then fills what is missing from the environment. */
export function parseOptions(argv: readonly string[], env: Env): ContractOptions {
  const given: Partial<Record<(typeof VALUE_FLAGS)[keyof typeof VALUE_FLAGS], string>> = {};
  const switches = { allowMoney: false, strict: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (name in SWITCHES) {
      if (inline !== undefined) throw new OptionsError(`${name} takes no value`);
      switches[SWITCHES[name as keyof typeof SWITCHES]] = true;
      continue;
    }
    if (!(name in VALUE_FLAGS)) throw new OptionsError(`Unknown argument ${arg}\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new OptionsError(`${name} needs a value`);
    given[VALUE_FLAGS[name as keyof typeof VALUE_FLAGS]] = value;
  }
  const pick = (field: keyof typeof ENV_NAMES) => given[field] ?? (env[ENV_NAMES[field]]?.trim() || undefined);

  const missing = (['upstream', 'merchant', 'username', 'password'] as const).filter((field) => !pick(field));
  if (missing.length) {
    throw new OptionsError(`Missing ${missing.map((f) => `--${f} (or ${ENV_NAMES[f]})`).join(', ')}\n${USAGE}`);
  }
  const upstream = pick('upstream')!.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(upstream)) throw new OptionsError(`--upstream must be an http(s) address (got "${upstream}")`);
  const language = (pick('language') ?? 'EN').toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(language)) throw new OptionsError(`--language must be a language code such as EN (got "${language}")`);
  return {
    upstream,
    merchant: pick('merchant')!,
    username: pick('username')!,
    password: pick('password')!,
    language,
    ...switches,
  };
}
