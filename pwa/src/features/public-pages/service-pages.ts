import type { ComponentType } from 'react';
import { DeviceCheckPage } from './device-check-page';
import { FontsPage } from './fonts-page';
import { PrivacyPage } from './privacy-page';
import type { ServicePagePath } from './service-page-paths';
import { TermsPage } from './terms-page';
import { TypeSpecimenPage } from './type-specimen-page';

export { PublicFooter } from './public-footer';

/**
 * The service pages and the public footer, as one lazy chunk. Each as its own chunk, their shared
 * Fluent imports split the chunks the signed-out first load uses into smaller ones (about 0.5 KiB
 * more gzip on '/', which is at its budget); together they add one chunk that no first load needs.
 */
export const SERVICE_PAGES: Record<ServicePagePath, ComponentType> = {
  test: DeviceCheckPage,
  fonts: FontsPage,
  type: TypeSpecimenPage,
  privacy: PrivacyPage,
  terms: TermsPage,
};
