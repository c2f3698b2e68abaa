import { Link } from '../../components/RouterLink';
import { bannerLink } from './bannerLink';
import { BANNER_HEIGHT, BANNER_WIDTH } from './bannerGroup';

/** What a slide needs; the default banner has no id or link. */
export interface Slide {
  key: string;
  image: string;
  title: string;
  linkageType?: string | null;
  linkage?: string | null;
}

/** One banner: its image, linked when the operator set a linkage. */
export function BannerSlide({ slide, eager }: { slide: Slide; eager: boolean }) {
  // The first slide is the page's largest image (its LCP element): load it at once and before the
  // other images; the others when the browser likes. preloadBanner.ts starts it even earlier.
  const image = (
    <img
      className="banner-carousel__image"
      src={slide.image}
      alt={slide.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
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
