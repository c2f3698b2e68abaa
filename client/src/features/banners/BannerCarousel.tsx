import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { bannerLink } from './bannerLink';
import { carouselOptions } from './carouselOptions';

/** What a slide needs; the default banner has no id or link. */
export interface Slide {
  key: string;
  image: string;
  title: string;
  linkageType?: string | null;
  linkage?: string | null;
}

export function BannerCarousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const { t } = useTranslation('banners');
  return (
    <Swiper
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

function BannerSlide({ slide, eager }: { slide: Slide; eager: boolean }) {
  // The first slide is the page's largest image: load it at once; the others when the browser likes.
  const image = (
    <img
      className="banner-carousel__image"
      src={slide.image}
      alt={slide.title}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  const link = bannerLink(slide);
  if (link.kind === 'external') {
    return (
      <a className="banner-carousel__link" href={link.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  if (link.kind === 'internal') {
    return (
      <Link className="banner-carousel__link" to={link.to}>
        {image}
      </Link>
    );
  }
  return image;
}
