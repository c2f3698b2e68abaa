import Type, { type Static } from 'typebox';
import { Flag01, LangCode } from '../common';
import { CONTACT_FIELDS } from '../../validation/contactFields';

/** A node of the whitelabel feature tree; `enabled: "1"` means on. */
export const WhitelabelNode = Type.Cyclic(
  {
    Node: Type.Object({
      modId: Type.String({ minLength: 1 }),
      name: Type.Optional(Type.String()),
      enabled: Flag01,
      childrenNodes: Type.Array(Type.Ref('Node')),
    }),
  },
  'Node',
);
export interface WhitelabelNode {
  modId: string;
  name?: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const FieldRule = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  minLength: Type.Integer({ minimum: 0 }),
  maxLength: Type.Integer({ minimum: 0 }),
  acceptedPattern: Type.String({ description: 'A regular expression; "*" accepts anything' }),
  patternId: Type.Integer({ minimum: 0 }),
  type: Type.Optional(Type.String()),
});
export type FieldRule = Static<typeof FieldRule>;

export const RegisterFieldNames = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  ...CONTACT_FIELDS,
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;
export type RegisterFieldName = (typeof RegisterFieldNames)[number];
export const RegisterRules = Type.Record(Type.String(), FieldRule);
export type RegisterRules = Static<typeof RegisterRules>;

export const ResourceType = Type.String({
  description: 'AFFILIATELINK, Android, MOBILECONFIG, FACEBOOK, TELEGRAM, TIKTOK, INSTAGRAM, YOUTUBE, TWITTER …',
});
export const Resource = Type.Object({
  resourceType: ResourceType,
  url: Type.String(),
  qrCodeUrl: Type.Optional(Type.String()),
  labelNameEn: Type.Optional(Type.String()),
});
export type Resource = Static<typeof Resource>;

/** csType VIP or LIVECHAT (social types also seen); `path` is DES-encrypted, last 8 characters the key. */
export const CustomerServiceEntry = Type.Object({
  csType: Type.String(),
  type: Type.Optional(Type.Integer()),
  path: Type.String({ minLength: 9 }),
});
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;

export const Location = Type.Object({
  ip: Type.String(),
  country: Type.String(),
  countryCode: Type.Optional(Type.String()),
});
export type Location = Static<typeof Location>;

export const DomainRoute = Type.Object({ domain: Type.String(), speed: Type.Optional(Type.Number()) });
export type DomainRoute = Static<typeof DomainRoute>;

export const SystemStatus = Type.Object({
  maintenance: Type.Boolean(),
  maintenanceEndTime: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  regionRestriction: Type.Boolean(),
  location: Location,
  info: Type.Object({
    whitelabel: Type.Array(WhitelabelNode),
    register: RegisterRules,
    resources: Type.Array(Resource),
    customerService: Type.Array(CustomerServiceEntry),
    domainRoute: Type.Array(DomainRoute),
    mainDomain: Type.Optional(Type.String()),
    analytics: Type.Object({ gtagId: Type.String() }),
    imageCDNs: Type.Array(Type.String()),
    launchGameCDNs: Type.Array(Type.String()),
  }),
  /** Added by the gateway: one of each list, chosen at random per request. */
  imageCDN: Type.Optional(Type.String()),
  launchGameCDN: Type.Optional(Type.String()),
  /** Added by the gateway: true when sandbox-only calls are offered (its upstream is the sandbox in its full profile). */
  sandboxCalls: Type.Optional(Type.Boolean()),
});
export type SystemStatus = Static<typeof SystemStatus>;

export const StatusQuery = Type.Object({ url: Type.Optional(Type.String({ maxLength: 2048 })) });

export const DomainRouteValue = Type.Object({
  domainList: Type.Array(DomainRoute),
  resources: Type.Array(Resource),
});

export const Country = Type.Object({
  countryCode: Type.String({ minLength: 2, maxLength: 2 }),
  countryDialingCode: Type.String({ pattern: '^\\+?[0-9]{1,4}$' }),
  countryName: Type.Optional(Type.String()),
});
export type Country = Static<typeof Country>;

/**
 * The analytics beacon's body (`POST /wps/system/collect`): no public capture records it, so any
 * JSON is taken. The answer is HTTP 204 without a body (`answer: 'none'`), read as `null`.
 */
export const CollectPayload = Type.Unknown({ description: 'Any analytics body' });
export const CollectValue = Type.Null();

/**
 * `WPSCORE_checkIfAppDomain`: whether the address is an app's domain. The platform's own site
 * leaves for another page when `value` is truthy, so a site's own domain answers false.
 */
export const AppDomainValue = Type.Boolean();

/** The currency every amount of the platform is counted in: its ISO 4217 code and the symbol shown. */
export const Currency = Type.Object({ code: Type.String({ minLength: 3, maxLength: 3 }), symbol: Type.String({ minLength: 1 }) });
export type Currency = Static<typeof Currency>;

/**
 * `system.settings` (`/wps/system/settings/consolidated`): the platform's own site reads it at boot
 * (its API map) but no public capture shows the value, so the shape is ours: the site's settings in
 * one answer, under the names `system.status` carries them in `info`, with the languages the
 * platform serves (upper-case codes, the default first) and its currency.
 */
export const ConsolidatedSettings = Type.Object({
  register: RegisterRules,
  resources: Type.Array(Resource),
  customerService: Type.Array(CustomerServiceEntry),
  analytics: Type.Object({ gtagId: Type.String() }),
  languages: Type.Array(Type.String({ minLength: 2 }), { minItems: 1 }),
  defaultLanguage: Type.String({ minLength: 2 }),
  currency: Currency,
});
export type ConsolidatedSettings = Static<typeof ConsolidatedSettings>;

/** `system.templates`: the language wanted (a platform code, `EN`); another than those served reads the default. */
export const TemplatesQuery = Type.Object({ language: Type.Optional(LangCode) });
/**
 * One message template of the platform (shape ours: no public capture shows one): the notice's
 * kind, its language, its title and its text with `{amount}` and `{orderId}` where they go.
 */
export const MessageTemplate = Type.Object({
  code: Type.String({ minLength: 1 }),
  language: Type.String({ minLength: 2 }),
  title: Type.String({ minLength: 1 }),
  content: Type.String({ minLength: 1 }),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

/** Flattens the tree exactly as the original site does: modId → (enabled === "1"). */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], into: Record<string, boolean> = {}): Record<string, boolean> {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flattenWhitelabel(node.childrenNodes ?? [], into);
  }
  return into;
}
