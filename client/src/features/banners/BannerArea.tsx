import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Banner } from '../../../../shared/schemas/content';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import { bannerGroupFor, type BannerGroup } from './bannerGroup';
import { BannerSlide, type Slide } from './BannerSlide';
import { useIdle } from '../../lib/hooks/useIdle';
import defaultBannerImage from './default-banner.svg';
import './banners.css';

// Swiper is a third of the home page's script: the banners show at once without it, and the
// carousel takes over once the browser is idle.
const BannerCarousel = lazy(() => import('./BannerCarousel').then((m) => ({ default: m.BannerCarousel })));

/** Banners of one group in the operator's order (sequence, then id). */
export function bannersOf(all: readonly Banner[], group: BannerGroup): Banner[] {
  return all.filter((b) => b.groupName === group).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0) || a.bannerId - b.bannerId);
}

/** The banner area of the shell: only the banners of the current page's group. */
export function BannerArea() {
  useSignals();
  const { t } = useTranslation('banners');
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  const lang = language.value;
  const idle = useIdle();

  useEffect(() => {
    if (group) void ensureAnnouncements(lang);
  }, [group, lang]);

  if (!group) return null;
  const state = announcementsState.value;
  const banners = bannersOf(announcements.value?.banners ?? [], group);
  let slides: Slide[] = banners.map((b) => ({
    key: String(b.bannerId),
    image: imageUrl(b.url),
    title: b.title ?? t('banners.untitled'),
    linkageType: b.linkageType,
    linkage: b.linkage,
  }));
  // The help centre always shows a banner: the bundled default when the operator set none.
  if (slides.length === 0 && group === 'w_help' && state !== 'loading' && state !== 'idle') {
    slides = [{ key: 'default', image: defaultBannerImage, title: t('banners.helpDefault') }];
  }

  const label = t('banners.label');
  if (slides.length === 0) {
    // Keep the space while loading so the page does not jump when the images arrive.
    return state === 'loading' || state === 'idle' ? (
      <section className="banner-area banner-area--loading" aria-label={label} aria-busy="true" />
    ) : null;
  }
  // Before the carousel: the same slides in a row, the first in view, so nothing moves when it takes over.
  const still = (
    <div className="banner-carousel banner-carousel--still">
      {slides.map((slide, i) => (
        <div className="banner-carousel__still-slide" key={slide.key}>
          <BannerSlide slide={slide} eager={i === 0} />
        </div>
      ))}
    </div>
  );
  return (
    <section className="banner-area" aria-label={label} data-group={group}>
      {idle ? (
        <Suspense fallback={still}>
          <BannerCarousel key={group} slides={slides} label={label} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
