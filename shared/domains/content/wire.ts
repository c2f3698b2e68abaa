import { relay, type WireSpecs } from '../../api/endpointWire';

/** Content: announcements, promotion categories and the customer-service script. */
export const contentWire = {
  'content.announcements': {
    method: 'GET',
    path: relay('MCSFE_getListAnnouncements'),
    moduleId: 'COMM3',
    aliases: [relay('CCSFE_getListAnnouncements')],
  },
  'content.promotionCategories': { method: 'GET', path: relay('PROMOFE_getPromotionAnnouncementCategory'), moduleId: 'COMM3', guess: true },
  'content.customerServiceScript': { method: 'GET', path: relay('WPSCORE_getCustomerServiceScript'), moduleId: 'COMM3', guess: true },
} as const satisfies WireSpecs;
