import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Promotion } from '../../../../shared/domains/content/schemas';
import { imageUrl } from '../../lib/cdn';
import { language } from '../../lib/i18n';
import { announcements, ensureAnnouncements } from '../../lib/content';
import { useCarouselDue } from '../../lib/hooks/useCarouselDue';

export const NEW_PLAYER_CATEGORY = 'new_player';
export const REGISTER_AUTOPLAY_MS = 5000;

// Swiper is larger than the whole registration form: the first slide shows at once without it, and
// the carousel takes over when it is needed (useCarouselDue).
const NewPlayerSwiper = lazy(() => import('./NewPlayerSwiper').then((m) => ({ default: m.NewPlayerSwiper })));

export function newPlayerPromotions(list: readonly Promotion[]): Promotion[] {
  return list.filter((p) => p.category === NEW_PLAYER_CATEGORY);
}

export interface NewPlayerSlide {
  id: number;
  title: string;
  image: string | null;
}

function cover(p: Promotion): string | null {
  const [first] = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return first?.url ?? null;
}

/** One slide: the promotion's cover, or its title when it has none, leading to its page. */
export function NewPlayerSlideLink({ slide }: { slide: NewPlayerSlide }) {
  return (
    <Link to={`/promoDetail?id=${slide.id}`} className="register__slide">
      {slide.image ? (
        <img src={imageUrl(slide.image)} alt={slide.title} width={600} height={200} loading="lazy" />
      ) : (
        <span>{slide.title}</span>
      )}
    </Link>
  );
}

/** The registration carousel: new-player promotions, autoplay 5 s only with more than one. */
export function NewPlayerCarousel() {
  useSignals();
  const { t } = useTranslation('identity');
  const lang = language.value;
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void ensureAnnouncements(lang);
  }, [lang]);
  const slides: NewPlayerSlide[] = newPlayerPromotions(announcements.value?.promotion ?? []).map((p) => ({
    id: p.id,
    title: p.title,
    image: cover(p),
  }));
  const due = useCarouselDue(area, slides.length, slides.length > 0, REGISTER_AUTOPLAY_MS);
  if (slides.length === 0) return null;
  // Before the carousel: its first slide where the carousel will show it, so nothing moves when it takes over.
  const still = (
    <div className="register__carousel" role="group" aria-label={t('register.carouselLabel')}>
      <NewPlayerSlideLink slide={slides[0]} />
    </div>
  );
  return (
    <div ref={area} className="register__carousel-area">
      {due ? (
        <Suspense fallback={still}>
          <NewPlayerSwiper slides={slides} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
