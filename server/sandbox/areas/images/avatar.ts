import { svgDocument } from '../../core/svg';

/** Member avatars: a fixed set of ten, numbered as `member.icon` and the avatar relay name them. */
export const AVATAR_COUNT = 10;

export function avatarSvg(n: number): string {
  const hue = (n * 36 + 200) % 360;
  const body =
    `<rect width="96" height="96" rx="48" fill="hsl(${hue} 55% 40%)"/>` +
    `<circle cx="48" cy="38" r="18" fill="hsl(${hue} 60% 85%)"/>` +
    `<path d="M18 84c4-18 16-26 30-26s26 8 30 26" fill="hsl(${hue} 60% 85%)"/>`;
  return svgDocument(96, 96, body, `Avatar ${n + 1}`);
}
