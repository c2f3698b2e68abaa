/** What other areas (the home page) use from the games area. */
export { HotGames } from './HotGames';
export { VendorTile } from './VendorTile';
export { vendorHref } from './vendorLink';
