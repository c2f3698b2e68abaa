import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { brandDefaults } from './brandDefaults';
import { INSTALL_ICON_SIZES } from './webAppIcons';
import { isShippedLanguage, SHIPPED_LANGUAGES } from './languages';

/**
 * One brand = one container. This file is the brand's whole configuration: the gateway reads it
 * (BRAND_CONFIG) at start, checks it, fills the defaults and embeds the result in index.html.
 * The defaults themselves are plain data in brandDefaults.ts, which the client reads directly.
 */

const LanguageCode = Type.String({ pattern: '^[A-Z]{2,3}$', description: 'Upper-case code sent as the Language header' });
const Cidr = Type.String({ pattern: '^[0-9a-fA-F:.]+(/[0-9]{1,3})?$', description: 'An IPv4 or IPv6 address or CIDR range' });
const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });
const hexColor = (fallback: string) => Type.String({ pattern: '^#[0-9a-fA-F]{6}$', default: fallback, description: 'A colour as #rrggbb' });

const defaults = brandDefaults();

export const BrandConfig = Type.Object(
  {
    name: Type.String({ minLength: 1, default: defaults.name }),
    merchant: Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$', default: defaults.merchant }),
    platform: Type.Literal('WEB', { default: defaults.platform }),
    device: Type.Literal('WEB', { default: defaults.device }),
    lotteryType: Type.Union([Type.Literal('Lott'), Type.Literal('ZY'), Type.Literal('Elott'), Type.Literal('SEA')], {
      default: defaults.lotteryType,
    }),
    languages: Type.Array(LanguageCode, { minItems: 1, default: defaults.languages }),
    defaultLanguage: Type.String({ pattern: '^[A-Z]{2,3}$', default: defaults.defaultLanguage }),
    theme: Type.Union([Type.Literal('dark'), Type.Literal('light')], { default: defaults.theme }),
    ageLimit: Type.Integer({ minimum: 18, maximum: 25, default: defaults.ageLimit }),
    copyrightYear: Type.Integer({ minimum: 2000, maximum: 2100, default: defaults.copyrightYear }),
    loginedToHomePage: Type.Boolean({ default: defaults.loginedToHomePage }),
    esportsVendors: Type.Array(Type.String({ minLength: 1 }), { default: defaults.esportsVendors }),
    seamlessPlay: Type.Union([Type.Literal('frame'), Type.Literal('seamless'), Type.Literal('choice')], { default: defaults.seamlessPlay }),
    phoneAuthProvider: Type.Union([Type.Literal('platform'), Type.Literal('provider')], {
      default: defaults.phoneAuthProvider,
      description: "Who sends and checks SMS codes: the platform's own SMS, or the phone-authentication provider",
    }),
    phoneAuthEndpoint: Type.Union([Type.Literal(''), HttpUrl], {
      default: defaults.phoneAuthEndpoint,
      description: "The provider's REST base address (…/v1); needed when phoneAuthProvider is provider",
    }),
    geetestScriptUrl: Type.Union([Type.Literal(''), HttpUrl], {
      default: defaults.geetestScriptUrl,
      description:
        "The GeeTest v4 widget script (gt4.js), loaded while the platform's GEETEST3 flag is on; empty: the brand never loads it",
    }),
    // Only the gateway reads it, so it has no default in brandDefaults.ts (the client's first load
    // carries those): absent, a number sent without a dialing code keeps a key of its own.
    dialingCode: Type.Optional(
      Type.String({
        pattern: '^\\+[0-9]{1,4}$',
        description: "The dialing code of the brand's home country (+63): a mobile number sent without one is read as of this country",
      }),
    ),
    https: Type.Boolean({
      default: defaults.https,
      description:
        'The site is served over TLS (at the gateway or the load balancer in front); the gateway then sends Strict-Transport-Security',
    }),
    restriction: Type.Object(
      {
        blockedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { default: defaults.restriction.blockedCountries }),
        blockedRanges: Type.Array(Cidr, { default: defaults.restriction.blockedRanges }),
        allowedRanges: Type.Array(Cidr, { default: defaults.restriction.allowedRanges }),
      },
      { default: {} },
    ),
    maintenance: Type.Object(
      {
        force: Type.Boolean({ default: defaults.maintenance.force }),
        endTime: Type.Optional(Type.Integer({ minimum: 0, description: 'Epoch ms shown on the maintenance page' })),
      },
      { default: {} },
    ),
    cdn: Type.Object(
      {
        imageCDNs: Type.Array(HttpUrl, { default: defaults.cdn.imageCDNs }),
        launchGameCDNs: Type.Array(HttpUrl, { default: defaults.cdn.launchGameCDNs }),
      },
      { default: {}, description: 'When non-empty, replaces the lists the platform publishes' },
    ),
    helpline: Type.Union(
      [
        Type.Null(),
        Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 80 }),
            phone: Type.String({ pattern: '^[0-9+][0-9 ()-]{1,30}$' }),
            url: Type.Union([Type.Literal(''), HttpUrl]),
          },
          { additionalProperties: false },
        ),
      ],
      { default: defaults.helpline, description: 'The helpline the responsible-gaming page names; null leaves it out' },
    ),
    webApp: Type.Object(
      {
        shortName: Type.String({
          maxLength: 30,
          default: defaults.webApp.shortName,
          description: "The name under the home-screen icon; '' = the brand name",
        }),
        themeColor: hexColor(defaults.webApp.themeColor),
        backgroundColor: hexColor(defaults.webApp.backgroundColor),
        icons: Type.Array(
          Type.Object(
            {
              src: Type.String({ pattern: '^(/[^\\s]*|https://[^\\s]+)$', description: 'A path on the site or an https address' }),
              sizes: Type.String({ pattern: '^(any|[0-9]+x[0-9]+( [0-9]+x[0-9]+)*)$' }),
              type: Type.String({ pattern: '^image/[a-z0-9.+-]+$' }),
              purpose: Type.Union([Type.Literal('any'), Type.Literal('maskable')]),
            },
            { additionalProperties: false },
          ),
          { default: defaults.webApp.icons, description: "The manifest's icons; [] = the site's own (SVG, 192 and 512 PNG, maskable 512)" },
        ),
      },
      { default: {}, additionalProperties: false, description: 'The installable web app: the manifest served at /manifest.webmanifest' },
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
  // Only a language of shared/languages.ts has texts in every part: another would show English text
  // under a name nobody chose.
  withDefaults.languages.forEach((code, i) => {
    if (problems.length === 0 && !isShippedLanguage(code)) {
      problems.push({ path: `/languages/${i}`, message: `${code} is not a shipped language (${SHIPPED_LANGUAGES.join(', ')})` });
    }
  });
  if (problems.length === 0 && !withDefaults.languages.includes(withDefaults.defaultLanguage)) {
    problems.push({ path: '/defaultLanguage', message: `must be one of languages (${withDefaults.languages.join(', ')})` });
  }
  if (problems.length === 0 && withDefaults.phoneAuthProvider === 'provider' && withDefaults.phoneAuthEndpoint === '') {
    problems.push({ path: '/phoneAuthEndpoint', message: 'must be set when phoneAuthProvider is provider' });
  }
  if (problems.length === 0 && withDefaults.webApp.icons.length > 0) {
    // Browsers offer to install a web app only when its manifest has icons of these sizes.
    const missing = INSTALL_ICON_SIZES.filter(
      (size) => !withDefaults.webApp.icons.some((icon) => icon.purpose === 'any' && icon.sizes.split(' ').includes(size)),
    );
    if (missing.length > 0) {
      problems.push({ path: '/webApp/icons', message: `must include icons of purpose any sized ${missing.join(' and ')}` });
    }
  }
  return { brand: withDefaults, problems };
}

export const defaultBrand = (): BrandConfig => parseBrandConfig({}).brand;

export { BRAND_GLOBAL, brandDefaults } from './brandDefaults';
