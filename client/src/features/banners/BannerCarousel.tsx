import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { carouselOptions } from './carouselOptions';
import { BannerSlide, type Slide } from './BannerSlide';

/** The banners as a Swiper carousel: arrows, bullets, loop and autoplay (carouselOptions). */
export function BannerCarousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const { t, i18n } = useTranslation('banners');
  // Swiper reads the direction once, as it starts: a switch to or from a right-to-left language
  // starts a new one, whose slides run in the new reading order.
  const dir = i18n.dir();
  return (
    <Swiper
      key={dir}
      dir={dir}
      className="banner-carousel"
      modules={[Navigation, Pagination, Autoplay, A11y]}
      {...carouselOptions(slides.length)}
      a11y={{
        prevSlideMessage: t('banners.previous'),
        nextSlideMessage: t('banners.next'),
        // Swiper fills {{index}} itself; pass the placeholder through i18next untouched.
        paginationBulletMessage: t('banners.goTo', { index: '{{index}}' }),
        containerMessage: label,
      }}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slide.key}>
          <BannerSlide slide={slide} eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
