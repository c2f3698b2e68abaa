import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * One brand = one container. This file is the brand's whole configuration: the gateway reads it
 * (BRAND_CONFIG) at start, checks it, fills the defaults and embeds the result in index.html.
 */

const LanguageCode = Type.String({ pattern: '^[A-Z]{2,3}$', description: 'Upper-case code sent as the Language header' });
const Cidr = Type.String({ pattern: '^[0-9a-fA-F:.]+(/[0-9]{1,3})?$', description: 'An IPv4 or IPv6 address or CIDR range' });
const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });

export const BrandConfig = Type.Object(
  {
    name: Type.String({ minLength: 1, default: 'Gamefront' }),
    merchant: Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$', default: 'gamefront1' }),
    platform: Type.Literal('WEB', { default: 'WEB' }),
    device: Type.Literal('WEB', { default: 'WEB' }),
    lotteryType: Type.Union([Type.Literal('Lott'), Type.Literal('ZY'), Type.Literal('Elott'), Type.Literal('SEA')], {
      default: 'Lott',
    }),
    languages: Type.Array(LanguageCode, { minItems: 1, default: ['EN', 'TL'] }),
    defaultLanguage: Type.String({ pattern: '^[A-Z]{2,3}$', default: 'EN' }),
    theme: Type.Union([Type.Literal('dark'), Type.Literal('light')], { default: 'dark' }),
    ageLimit: Type.Integer({ minimum: 18, maximum: 25, default: 21 }),
    copyrightYear: Type.Integer({ minimum: 2000, maximum: 2100, default: 2024 }),
    loginedToHomePage: Type.Boolean({ default: false }),
    esportsVendors: Type.Array(Type.String({ minLength: 1 }), { default: ['AV', 'AI', 'IMES', 'TF', 'IA'] }),
    restriction: Type.Object(
      {
        blockedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { default: [] }),
        blockedRanges: Type.Array(Cidr, { default: [] }),
        allowedRanges: Type.Array(Cidr, { default: [] }),
      },
      { default: {} },
    ),
    maintenance: Type.Object(
      {
        force: Type.Boolean({ default: false }),
        endTime: Type.Optional(Type.Integer({ minimum: 0, description: 'Epoch ms shown on the maintenance page' })),
      },
      { default: {} },
    ),
    cdn: Type.Object(
      {
        imageCDNs: Type.Array(HttpUrl, { default: [] }),
        launchGameCDNs: Type.Array(HttpUrl, { default: [] }),
      },
      { default: {}, description: 'When non-empty, replaces the lists the platform publishes' },
    ),
  },
  { additionalProperties: false },
);
export type BrandConfig = Static<typeof BrandConfig>;

export interface BrandProblem {
  path: string;
  message: string;
}

/** Fills defaults and checks; the problems name the setting so a bad file stops the start clearly. */
export function parseBrandConfig(input: unknown): { brand: BrandConfig; problems: BrandProblem[] } {
  const withDefaults = Value.Default(BrandConfig, Value.Clone(input ?? {})) as BrandConfig;
  const problems: BrandProblem[] = [...Value.Errors(BrandConfig, withDefaults)].map((e) => ({
    path: e.instancePath || '/',
    message: e.message,
  }));
  if (problems.length === 0 && !withDefaults.languages.includes(withDefaults.defaultLanguage)) {
    problems.push({ path: '/defaultLanguage', message: `must be one of languages (${withDefaults.languages.join(', ')})` });
  }
  return { brand: withDefaults, problems };
}

export const defaultBrand = (): BrandConfig => parseBrandConfig({}).brand;

/** The global the gateway writes into index.html and the client reads at boot. */
export const BRAND_GLOBAL = '__GAMEFRONT_BRAND__';
