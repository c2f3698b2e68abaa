import type { Resource } from '../../../../shared/domains/system/schemas';
import { resourceOf } from '../../lib/stores/status';

/** The apps a brand can publish, in the order the download screens show them. */
export type Platform = 'android' | 'ios' | 'lite';

/**
 * The resource type of each app. Android and MOBILECONFIG (the iOS profile) are the platform's
 * own; it documents no type for the Lite app, so LITE is this project's name (see README.md).
 */
export const RESOURCE_TYPES: Readonly<Record<Platform, string>> = {
  android: 'Android',
  ios: 'MOBILECONFIG',
  lite: 'LITE',
};

export type PublishedApps = Readonly<Record<Platform, Resource | undefined>>;

/** Each app's resource from the status answer, undefined when the brand does not publish it. */
export function publishedApps(): PublishedApps {
  return {
    android: resourceOf(RESOURCE_TYPES.android),
    ios: resourceOf(RESOURCE_TYPES.ios),
    lite: resourceOf(RESOURCE_TYPES.lite),
  };
}

/**
 * A native app's address as a phone's camera needs it: the brand's link as published, made
 * absolute on this site when the platform gives a path.
 */
export function appAddress(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href;
}

/**
 * The web app's address (the Lite app, the install guide's codes): always on the site the visitor
 * is on, whatever host the platform's resource names, since a web app installs from the origin
 * that serves its manifest and service worker; the resource's path and query are kept.
 */
export function webAppAddress(url = '/', origin: string = window.location.origin): string {
  const { pathname, search, hash } = new URL(url, origin);
  return new URL(`${pathname}${search}${hash}`, origin).href;
}
