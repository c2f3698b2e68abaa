import { resourceOf } from '../../lib/stores/status';

/** A visitor on the agent entry gets the affiliate link resource, in a new window. */
export function openAffiliateLink(open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener')): boolean {
  const resource = resourceOf('AFFILIATELINK');
  if (!resource?.url) return false;
  open(resource.url);
  return true;
}
