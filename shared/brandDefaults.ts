/**
 * The brand settings as plain data: the global the gateway writes into index.html and the
 * configuration of a brand file that sets nothing. The brand schema (brand.ts) takes its defaults
 * from here, and the client reads this module without the schema engine.
 */

import { SHIPPED_LANGUAGES } from './languages';

/** The global the gateway writes into index.html and the client reads at boot. */
export const BRAND_GLOBAL = '__GAMEFRONT_BRAND__';

/**
 * A fresh copy on every call, so no caller can change the defaults of another. The type is
 * inferred, not BrandConfig, because the schema that BrandConfig comes from is built from these
 * values; brandDefaults.test.ts holds the two together.
 */
export function brandDefaults() {
  return {
    name: 'Gamefront',
    merchant: 'gamefront1',
    platform: 'WEB' as const,
    device: 'WEB' as const,
    lotteryType: 'Lott' as const,
    languages: Array.from<string>(SHIPPED_LANGUAGES),
    defaultLanguage: 'EN',
    theme: 'dark' as const,
    ageLimit: 21,
    copyrightYear: 2024,
    loginedToHomePage: false,
    esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
    /**
     * Where a launched game opens: 'frame' always in the site's frame (/game), 'seamless' always
     * edge to edge (/seamless), 'choice' in the frame unless the player picks seamless in a lobby.
     */
    seamlessPlay: 'choice' as const,
    phoneAuthProvider: 'platform' as 'platform' | 'provider',
    phoneAuthEndpoint: '',
    /** Where the GeeTest v4 widget script is loaded from while the platform's GEETEST3 flag is on ('' never loads it). */
    geetestScriptUrl: 'https://static.geetest.com/v4/gt4.js' as string,
    /** The site is served over TLS (at the gateway or the load balancer in front): browsers are told to use https only (HSTS). */
    https: false as boolean,
    restriction: { blockedCountries: [] as string[], blockedRanges: [] as string[], allowedRanges: [] as string[] },
    maintenance: { force: false },
    cdn: { imageCDNs: [] as string[], launchGameCDNs: [] as string[] },
    /** The helpline the responsible-gaming page names (name, phone, web address); null: the brand names none and the page leaves it out. */
    helpline: null as { name: string; phone: string; url: string } | null,
    /**
     * The installable web app (the manifest the gateway serves): the name under the icon ('' = the
     * brand name), the browser's bar and the splash screen's colours, and the icons ([] = the site's own).
     */
    webApp: {
      shortName: '' as string,
      themeColor: '#0f1226' as string,
      backgroundColor: '#0b0e1f' as string,
      icons: [] as Array<{ src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }>,
    },
  };
}
