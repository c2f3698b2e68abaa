import type { Banner } from '../../../../shared/domains/content/schemas';

export type BannerLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/**
 * Where a click on a banner goes (only when its linkageType is set). Full http(s) addresses
 * open in a new tab; site paths navigate inside the app; anything else (javascript:, data:, …) is
 * ignored rather than followed.
 */
export function bannerLink(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerLink {
  const target = banner.linkage?.trim();
  if (!banner.linkageType || !target) return { kind: 'none' };
  if (/^https?:\/\//i.test(target)) return { kind: 'external', href: target };
  if (target.startsWith('/') && !target.startsWith('//')) return { kind: 'internal', to: target };
  return { kind: 'none' };
}
