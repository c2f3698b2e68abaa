import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import { bannerGroupFor, bannersOf } from './bannerGroup';
import { BannerSlide, type Slide } from './BannerSlide';
import { useCarouselDue } from '../../lib/hooks/useCarouselDue';
import { AUTOPLAY_DELAY_MS } from './carouselOptions';

export { bannersOf };
// A file of its own rather than inlined: only the help centre shows it, so no other page carries its bytes.
import defaultBannerImage from './default-banner.svg?no-inline';
import './banners.css';

// Swiper is a third of the home page's script: the banners show at once without it, and the
// carousel takes over when it is needed (useCarouselDue).
const BannerCarousel = lazy(() => import('./BannerCarousel').then((m) => ({ default: m.BannerCarousel })));

/** The banner area of the shell: only the banners of the current page's group. */
export function BannerArea() {
  useSignals();
  const { t } = useTranslation('banners');
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  const lang = language.value;
  const area = useRef<HTMLElement>(null);

  useEffect(() => {
    if (group) void ensureAnnouncements(lang);
  }, [group, lang]);

  const state = announcementsState.value;
  const banners = group ? bannersOf(announcements.value?.banners ?? [], group) : [];
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
  // Before the early returns: a hook runs on every render.
  const carousel = useCarouselDue(area, slides.length, slides.length > 0, AUTOPLAY_DELAY_MS);
  if (!group) return null;
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
    <section ref={area} className="banner-area" aria-label={label} data-group={group}>
      {carousel ? (
        <Suspense fallback={still}>
          <BannerCarousel key={group} slides={slides} label={label} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
