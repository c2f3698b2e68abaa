import type { ReactNode } from 'react';

/**
 * A stand-in for `swiper/react` in component tests: Swiper itself needs layout that jsdom lacks.
 * It records the options each render passed, so a test can say whether the carousel took over.
 * Use with `vi.mock('swiper/react', () => import('<path>/test/swiperStub'))`.
 */
export const swiperProps: Array<Record<string, unknown>> = [];

export function Swiper(props: Record<string, unknown> & { children?: ReactNode }) {
  swiperProps.push(props);
  return <div data-testid="swiper">{props.children}</div>;
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}
