import type { SwiperOptions } from 'swiper/types';

export const AUTOPLAY_DELAY_MS = 5000;

/**
 * The banner carousel's settings: one slide per view, 20 px apart, pagination and arrows; loop and
 * a 5-second autoplay only when there is more than one slide (a single banner stays still).
 */
export function carouselOptions(
  slideCount: number,
): Pick<SwiperOptions, 'slidesPerView' | 'spaceBetween' | 'loop' | 'autoplay' | 'navigation' | 'pagination'> {
  const moving = slideCount > 1;
  return {
    slidesPerView: 1,
    spaceBetween: 20,
    navigation: true,
    pagination: { clickable: true },
    loop: moving,
    autoplay: moving ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
  };
}
