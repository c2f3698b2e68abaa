import type { HelpArticle } from '../../../../shared/domains/content/schemas';
import { call } from '../api';
import { perLanguage } from './perLanguage';

/** Help-centre topics, shared by the help modal and the footer's topic links; loaded once per language. */
const cache = perLanguage<HelpArticle[]>([], async (language) => {
  const answer = await call('system.helpCenter', { lang: language, device: 'WEB' });
  // Articles the operator switched off (display false) stay hidden.
  return answer.success && Array.isArray(answer.value) ? answer.value.filter((a) => a.display !== false) : null;
});

export const helpTopics = cache.data;
export const helpTopicsState = cache.state;
export const ensureHelpTopics = cache.ensure;
export const resetHelpTopics = cache.reset;
