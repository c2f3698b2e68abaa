import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Promotion } from '../../../../shared/schemas/content';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { announcements, ensureAnnouncements } from '../../lib/content';

export const NEW_PLAYER_CATEGORY = 'new_player';
export const REGISTER_AUTOPLAY_MS = 5000;

export function newPlayerPromotions(list: readonly Promotion[]): Promotion[] {
  return list.filter((p) => p.category === NEW_PLAYER_CATEGORY);
}

function cover(p: Promotion): string | null {
  const [first] = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return first?.url ?? null;
}

/** The registration carousel: new-player promotions, autoplay 5 s only with more than one. */
export function NewPlayerCarousel() {
  useSignals();
  const { t } = useTranslation('identity');
  const lang = language.value;
  useEffect(() => {
    void ensureAnnouncements(lang);
  }, [lang]);
  const slides = newPlayerPromotions(announcements.value?.promotion ?? []);
  if (slides.length === 0) return null;
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
      {slides.map((p) => {
        const image = cover(p);
        return (
          <SwiperSlide key={p.id}>
            <Link to={`/promoDetail?id=${p.id}`} className="register__slide">
              {image ? <img src={imageUrl(image)} alt={p.title} width={600} height={200} loading="lazy" /> : <span>{p.title}</span>}
            </Link>
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
