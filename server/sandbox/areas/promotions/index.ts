/**
 * The promotions area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { promotionsArea } from './area';
export { approveApplication, listApplicationsForDesk, rejectApplication } from './activity-desk';
