import type { Resource } from '../../../../shared/schemas/system';
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
