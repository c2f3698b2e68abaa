import Type, { type Static } from 'typebox';
import { LangCode } from '../common';

export const BannerGroups = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;
export type BannerGroup = (typeof BannerGroups)[number];

export const Banner = Type.Object({
  bannerId: Type.Integer(),
  url: Type.String(),
  groupName: Type.String(),
  title: Type.Optional(Type.String()),
  linkageType: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  linkage: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  sequence: Type.Optional(Type.Integer()),
});
export type Banner = Static<typeof Banner>;

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML; sanitized before render' }),
  time: Type.Integer({ description: 'Epoch ms' }),
});
export type Notice = Static<typeof Notice>;

export const Popup = Type.Object({
  id: Type.Integer(),
  execution: Type.String(),
  title: Type.String(),
  content: Type.String(),
  promotionType: Type.Optional(Type.String()),
});

export const Promotion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  announcementImages: Type.Array(Type.Object({ sequence: Type.Integer(), url: Type.String() })),
  content: Type.Optional(Type.String()),
  startDate: Type.Integer(),
  endDate: Type.Integer(),
});
export type Promotion = Static<typeof Promotion>;

/** Announcement kinds: banner, player notice, popup, promotion, help. A query names several, comma-separated. */
export const AnnouncementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
const AnnouncementType = `(${AnnouncementTypes.join('|')})`;
/**
 * The platform's desktop site asks with `platform=W`, the go444 mobile client with `platform=M`;
 * both are answered alike.
 */
export const AnnouncementQuery = Type.Object({
  types: Type.String({ pattern: `^${AnnouncementType}(,${AnnouncementType})*$`, default: 'B,PL,PU,PR' }),
  platform: Type.Union([Type.Literal('W'), Type.Literal('M')], { default: 'W' }),
  execution: Type.Optional(Type.String({ pattern: '^[ABF]$' })),
  language: Type.Optional(LangCode),
});
export const Announcements = Type.Object({
  banners: Type.Array(Banner),
  player: Type.Array(Notice),
  popup: Type.Array(Popup),
  promotion: Type.Array(Promotion),
});
export type Announcements = Static<typeof Announcements>;

export const HelpArticle = Type.Cyclic(
  {
    Article: Type.Object({
      tag: Type.String(),
      title: Type.String(),
      content: Type.String({ description: 'HTML; sanitized before render' }),
      bgColor: Type.Optional(Type.String()),
      lang: Type.String(),
      display: Type.Boolean(),
      children: Type.Array(Type.Ref('Article')),
    }),
  },
  'Article',
);
export interface HelpArticle {
  tag: string;
  title: string;
  content: string;
  bgColor?: string;
  lang: string;
  display: boolean;
  children: HelpArticle[];
}
export const HelpCenterQuery = Type.Object({
  lang: Type.String({ pattern: '^[A-Za-z]{2,3}$' }),
  device: Type.Literal('WEB', { default: 'WEB' }),
});

/**
 * `content.promotionCategories`: the categories of the promotion announcements (`Promotion.category`),
 * each with how many promotions it holds, in the order the promotions are sorted.
 */
export const PromotionCategoriesQuery = Type.Object({ language: Type.Optional(LangCode) });
export const PromotionCategory = Type.Object({ category: Type.String(), count: Type.Integer({ minimum: 1 }) });
export const PromotionCategoriesValue = Type.Object({ list: Type.Array(PromotionCategory) });
export type PromotionCategoriesValue = Static<typeof PromotionCategoriesValue>;

/**
 * `content.customerServiceScript` (`WPSCORE_getCustomerServiceScript`): public clients load their
 * customer-service widget from it at boot; its value is not shown publicly, so the shape is ours:
 * one entry per channel of `system.status` `info.customerService`, in that order, with the same
 * `csType` and `type` and the chat's address in the clear (`url`), which status carries encrypted.
 */
export const CustomerServiceScript = Type.Object({
  csType: Type.String({ minLength: 1 }),
  type: Type.Integer(),
  url: Type.String({ minLength: 1 }),
});
export type CustomerServiceScript = Static<typeof CustomerServiceScript>;
