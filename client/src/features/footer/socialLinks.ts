import type { Resource } from '../../../../shared/domains/system/schemas';

/** Social networks the footer links to, in display order. */
export const SocialTypes = ['FACEBOOK', 'TELEGRAM', 'TIKTOK', 'INSTAGRAM', 'YOUTUBE', 'TWITTER'] as const;
export type SocialType = (typeof SocialTypes)[number];

export interface SocialLink {
  type: SocialType;
  url: string;
  label: string;
}

const DisplayNames: Readonly<Record<SocialType, string>> = {
  FACEBOOK: 'Facebook',
  TELEGRAM: 'Telegram',
  TIKTOK: 'TikTok',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  TWITTER: 'X (Twitter)',
};

/** Only the networks the brand has a resource for, and only with a web address. */
export function socialLinksOf(resources: readonly Resource[]): SocialLink[] {
  return SocialTypes.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType.toUpperCase() === type);
    if (!resource || !/^https?:\/\//i.test(resource.url)) return [];
    return [{ type, url: resource.url, label: resource.labelNameEn?.trim() || DisplayNames[type] }];
  });
}
