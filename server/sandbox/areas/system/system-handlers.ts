import type { FastifyRequest } from 'fastify';
import type {
  ConsolidatedSettings,
  CustomerServiceEntry,
  DomainRoute,
  Location,
  MessageTemplate,
  Resource,
  SystemStatus,
} from '../../../../shared/domains/system/schemas';
import { encryptServicePath } from '../../../../shared/crypto';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { resolveUrl, type Addresses } from '../../addresses';
import { clientIp, isLocalAddress } from '../../network';
import type { AreaContext, SandboxServices } from '../../core/area-context';
import { CURRENCY } from '../../core/money';
import { noticeTemplates } from '../../core/mail-notices';
import { DEFAULT_LANGUAGE, shippedLanguageOf } from '../../../../shared/languages';

/** The system area: status with everything the client boots from, and its separate look-ups. */
export function systemHandlers(ctx: AreaContext): CatalogueHandlers {
  const { addresses } = ctx;
  const system = ctx.repos.system;
  const resources = (): Resource[] =>
    system.resources().map((r) => {
      const resource: Resource = { resourceType: r.resourceType, url: resolveUrl(addresses, r.url, r.urlBase), labelNameEn: r.labelNameEn };
      if (r.hasQrCode) resource.qrCodeUrl = `${addresses.publicUrl}/img/qr/${encodeURIComponent(r.resourceType)}.svg`;
      return resource;
    });
  const domainRoutes = (): DomainRoute[] => addresses.siteUrls.map((domain) => ({ domain, speed: routeSpeed(domain) }));

  return {
    'system.status': ({ request }): SystemStatus => {
      const state = system.state();
      return {
        maintenance: state.maintenance,
        maintenanceEndTime: state.maintenanceEndTime,
        regionRestriction: state.regionRestriction,
        location: locate(ctx, request),
        info: {
          whitelabel: system.whitelabel(),
          register: system.registerRules(),
          resources: resources(),
          customerService: customerService(ctx, addresses),
          domainRoute: domainRoutes(),
          mainDomain: new URL(addresses.siteUrls[0]).host,
          analytics: { gtagId: system.setting('analytics.gtagId') ?? '' },
          imageCDNs: [addresses.publicUrl],
          launchGameCDNs: [addresses.publicUrl],
        },
      };
    },
    // The settings status carries, in one answer, with the languages served (the default first) and the currency.
    'system.settings': (): ConsolidatedSettings => ({
      register: system.registerRules(),
      resources: resources(),
      customerService: customerService(ctx, addresses),
      analytics: { gtagId: system.setting('analytics.gtagId') ?? '' },
      languages: [...ctx.languages],
      defaultLanguage: ctx.languages[0] ?? DEFAULT_LANGUAGE,
      currency: { code: CURRENCY.code, symbol: CURRENCY.symbol },
    }),
    // The message templates the platform writes its notices from, in the language asked (upper or
    // lower case, as the Language header comes both ways); a language not served reads the default.
    'system.templates': ({ payload }): MessageTemplate[] => {
      const language = shippedLanguageOf(payload.language?.toUpperCase());
      return noticeTemplates(language).map((template) => ({ ...template, language }));
    },
    'system.whitelabel': () => system.whitelabel(),
    'system.registerSettings': () => system.registerRules(),
    'system.countries': () => system.countries(),
    'system.location': ({ request }) => locate(ctx, request),
    'system.domainRoute': () => ({ domainList: domainRoutes(), resources: resources() }),
    'system.helpCenter': ({ payload }) => ctx.repos.content.helpCenter(payload.lang.toUpperCase()),
    // The analytics beacon: taken and answered HTTP 204 without a body (answer: 'none'); the sandbox keeps no analytics.
    'system.collect': () => null,
    // The sandbox serves no app, so every domain it answers for is a site's own, never an app's: a
    // truthy value would send the platform's own site away.
    'system.checkAppDomain': () => false,
  };
}

/**
 * The visitor's country: the one set through /__dev/system when there is one (the sandbox has no
 * GeoIP database; the gateway applies real GeoIP rules), else "Local network" for private
 * addresses and "Unknown" for public ones.
 */
function locate(ctx: SandboxServices, request: FastifyRequest): Location {
  const ip = clientIp(request);
  const code = ctx.repos.system.state().country;
  const country = code ? ctx.repos.system.country(code) : undefined;
  if (country) return { ip, country: country.countryName, countryCode: country.countryCode };
  return { ip, country: isLocalAddress(ip) ? 'Local network' : 'Unknown' };
}

/**
 * Customer-service chat addresses travel DES-encrypted with the entry's 8-character key appended
 * (`encryptServicePath`); the client decrypts them the same way before opening the chat.
 */
function customerService(ctx: SandboxServices, addresses: Addresses): CustomerServiceEntry[] {
  return ctx.repos.system.customerService().map((cs) => ({
    csType: cs.csType,
    type: cs.type,
    path: encryptServicePath(serviceChatUrl(addresses, cs.channel), cs.key8),
  }));
}

/** The sandbox's chat page of a customer-service channel (`/service/chat`), on the address it runs on. */
export function serviceChatUrl(addresses: Pick<Addresses, 'publicUrl'>, channel: string): string {
  return `${addresses.publicUrl}/service/chat?channel=${encodeURIComponent(channel)}`;
}

/**
 * A stable per-domain latency figure (ms) for the speed-test list: derived from the domain so
 * the same address always reports the same speed and the order of the list is reproducible.
 */
export function routeSpeed(domain: string): number {
  let hash = 0x811c9dc5;
  for (const ch of domain) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return 20 + (hash % 180);
}
