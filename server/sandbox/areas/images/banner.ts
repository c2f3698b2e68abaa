import { escapeXml, fit, svgDocument, wrapWords } from '../../core/svg';

/** Each banner group has its own colours so lobbies are told apart at a glance. */
const GROUP_COLOURS: Record<string, [string, string]> = {
  w_home: ['#0f2027', '#2c5364'],
  w_rng: ['#42275a', '#734b6d'],
  w_live: ['#3a0d0d', '#a8201a'],
  w_fish: ['#003973', '#33a1c9'],
  w_pvp: ['#134e5e', '#71b280'],
  w_sports: ['#0b3d0b', '#3c8d2f'],
  w_esports: ['#1f1c2c', '#6a3093'],
  w_lott: ['#7b4397', '#dc2430'],
  w_down: ['#232526', '#414345'],
  w_promotion: ['#b24592', '#f15f79'],
  w_shop: ['#f7971e', '#c66b00'],
  w_help: ['#2c3e50', '#4ca1af'],
  w_reg: ['#11998e', '#38ef7d'],
  w_inhouse: ['#3e5151', '#decba4'],
};
const DEFAULT_COLOURS: [string, string] = ['#141e30', '#243b55'];

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
/**
 * A phone shows a banner at 2:1 from its start (docs/behaviour/phone-layout.md): the first
 * 800 of the 1,200 pixels. The text is drawn there, so it reads whole at every size.
 */
export const PHONE_VISIBLE_WIDTH = 800;
const TEXT_X = 64;
const TITLE_SIZE = 56;
/** Arial Bold averages under 0.6 em a character: 20 characters of 56 px end before x = 64 + 672. */
export const TITLE_LINE_CHARS = 20;
const SUBTITLE_SIZE = 28;
export const SUBTITLE_CHARS = 40;

/** The title in one or two lines, the block's last line just above the subtitle. */
function titleLines(title: string): string {
  const lines = wrapWords(title, TITLE_LINE_CHARS, 2);
  const firstBaseline = lines.length === 1 ? 236 : 170;
  return lines
    .map(
      (line, index) =>
        `<text x="${TEXT_X}" y="${firstBaseline + index * 66}" font-family="Arial, Helvetica, sans-serif" font-size="${TITLE_SIZE}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function bannerSvg(group: string, title: string, subtitle: string): string {
  const [from, to] = GROUP_COLOURS[group] ?? DEFAULT_COLOURS;
  const id = `g-${group.replace(/[^a-z0-9_]/gi, '')}`;
  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#${id})"/>` +
    `<circle cx="1020" cy="90" r="220" fill="#ffffff" fill-opacity="0.06"/>` +
    `<circle cx="1100" cy="360" r="160" fill="#ffffff" fill-opacity="0.05"/>` +
    titleLines(title) +
    `<text x="${TEXT_X}" y="300" font-family="Arial, Helvetica, sans-serif" font-size="${SUBTITLE_SIZE}" fill="#ffffff" fill-opacity="0.8">${escapeXml(fit(subtitle, SUBTITLE_CHARS))}</text>`;
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, body, title);
}
