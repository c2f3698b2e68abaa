import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { NewPlayerSlideLink, REGISTER_AUTOPLAY_MS, type NewPlayerSlide } from './NewPlayerCarousel';

/** The registration carousel once it moves: autoplay 5 s, only with more than one slide. */
export function NewPlayerSwiper({ slides }: { slides: readonly NewPlayerSlide[] }) {
  const { t } = useTranslation('identity');
  const moving = slides.length > 1;
  return (
    <Swiper
      className="register__carousel"
      modules={[Autoplay, Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={20}
      loop={moving}
      autoplay={moving ? { delay: REGISTER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      pagination={{ clickable: true }}
      a11y={{ containerMessage: t('register.carouselLabel') }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.id}>
          <NewPlayerSlideLink slide={slide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
