/** Platform content shared by several areas: announcements (banners, notices, promotions) and help topics. */
export { announcements, announcementsState, ensureAnnouncements, resetAnnouncements, type LoadState } from './announcements';
export { helpTopics, helpTopicsState, ensureHelpTopics, resetHelpTopics } from './helpCenter';
