import type { Announcements, CustomerServiceScript, PromotionCategoriesValue } from '../../../../shared/domains/content/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { AreaContext } from '../../core/area-context';
import { serviceChatUrl } from '../system';

/** Announcements: only the requested kinds are filled, the others answer as empty lists. */
export function contentHandlers(ctx: AreaContext): CatalogueHandlers {
  const content = ctx.repos.content;
  return {
    'content.announcements': ({ payload }): Announcements => {
      const types = new Set(payload.types.split(','));
      return {
        banners: types.has('B') ? content.banners() : [],
        player: types.has('PL') ? content.notices() : [],
        popup: types.has('PU') ? content.popups(payload.execution) : [],
        promotion: types.has('PR') ? content.promotions() : [],
      };
    },

    // The categories the promotion list is filtered by: those its promotions carry.
    'content.promotionCategories': (): PromotionCategoriesValue => ({ list: content.promotionCategories() }),

    // The customer-service channels status lists, each with the address of the chat page it opens.
    'content.customerServiceScript': (): CustomerServiceScript[] =>
      ctx.repos.system
        .customerService()
        .map((cs) => ({ csType: cs.csType, type: cs.type, url: serviceChatUrl(ctx.addresses, cs.channel) })),
  };
}
