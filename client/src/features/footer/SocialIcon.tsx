import type { SocialType } from './socialLinks';

/** Simplified brand marks drawn inline (no third-party requests); decorative, the link has the name. */
const Paths: Readonly<Record<SocialType, string>> = {
  FACEBOOK: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H7.5v3.5H10V21h3.5v-7.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6Z',
  TELEGRAM: 'M21 4 3 11l5.5 2 2 6 3-4 4.5 3.5L21 4Zm-11 9 8-6-6.5 7.5',
  TIKTOK: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.2 4 5 4.2',
  INSTAGRAM: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  YOUTUBE: 'M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11C4.6 19 3 17.4 3 15.5v-7ZM10 9v6l5-3-5-3Z',
  TWITTER: 'M4 4l16 16M20 4 4 20',
};

export function SocialIcon({ type }: { type: SocialType }) {
  const filled = type === 'FACEBOOK' || type === 'YOUTUBE';
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      fillRule="evenodd"
    >
      <path d={Paths[type]} />
    </svg>
  );
}
