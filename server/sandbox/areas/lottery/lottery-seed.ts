import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';

interface SeedGroup {
  code: string;
  area: 'SEA' | 'VN';
  label: string;
  games: Array<[code: string, name: string, label: string, playType: string, intervalSeconds: number]>;
}

const MIN = 60;
const DAY = 86_400;

/** Lottery groups as the lottery lobby shows them: fast draws first, daily draws after. */
const GROUPS: SeedGroup[] = [
  {
    code: 'MIN1',
    area: 'SEA',
    label: '1-Minute Lottery',
    games: [
      ['TCG1MLOTTO', '1-Minute Lotto', '1-Min Lotto', '5D', MIN],
      ['TCG1MK3', '1-Minute Fast 3', '1-Min Fast 3', 'K3', MIN],
      ['TCG1MPK10', '1-Minute Racing', '1-Min Racing', 'PK10', MIN],
    ],
  },
  {
    code: 'MIN5',
    area: 'SEA',
    label: '5-Minute Lottery',
    games: [
      ['TCG5MLOTTO', '5-Minute Lotto', '5-Min Lotto', '5D', 5 * MIN],
      ['TCG5MK3', '5-Minute Fast 3', '5-Min Fast 3', 'K3', 5 * MIN],
      ['TCG5M11X5', '5-Minute 11 Pick 5', '5-Min 11x5', '11X5', 5 * MIN],
    ],
  },
  {
    code: 'LOTTO',
    area: 'SEA',
    label: 'Lotto',
    games: [
      ['TCGLOTTO642', 'Lotto 6/42', 'Lotto 6/42', 'LOTTO', DAY],
      ['TCGLOTTO655', 'Grand Lotto 6/55', 'Grand Lotto', 'LOTTO', DAY],
      ['TCGDAILY3D', 'Daily 3D', 'Daily 3D', '3D', DAY / 3],
    ],
  },
  {
    code: 'KENO',
    area: 'SEA',
    label: 'Keno',
    games: [
      ['TCGKENO1M', 'Keno 1-Minute', 'Keno 1-Min', 'KENO', MIN],
      ['TCGKENO5M', 'Keno 5-Minute', 'Keno 5-Min', 'KENO', 5 * MIN],
    ],
  },
  { code: 'VN_NORTH', area: 'VN', label: 'Miền Bắc', games: [['VNHANOI', 'Northern Lottery (Ha Noi)', 'Hà Nội', 'LO2', DAY]] },
  {
    code: 'VN_CENTRAL',
    area: 'VN',
    label: 'Miền Trung',
    games: [
      ['VNDANANG', 'Da Nang', 'Đà Nẵng', 'LO2', DAY],
      ['VNKHANHHOA', 'Khanh Hoa', 'Khánh Hòa', 'LO2', DAY],
      ['VNHUE', 'Thua Thien Hue', 'Thừa Thiên Huế', 'LO2', DAY],
    ],
  },
  {
    code: 'VN_SOUTH',
    area: 'VN',
    label: 'Miền Nam',
    games: [
      ['VNHCM', 'Ho Chi Minh City', 'TP. Hồ Chí Minh', 'LO2', DAY],
      ['VNDONGTHAP', 'Dong Thap', 'Đồng Tháp', 'LO2', DAY],
      ['VNCAMAU', 'Ca Mau', 'Cà Mau', 'LO2', DAY],
      ['VNCANTHO', 'Can Tho', 'Cần Thơ', 'LO2', DAY],
    ],
  },
  {
    code: 'VN_FAST',
    area: 'VN',
    label: 'Xổ Số Nhanh',
    games: [
      ['VN1M', 'Vietnam 1-Minute', 'Siêu Tốc 1 Phút', 'LO2', MIN],
      ['VN5M', 'Vietnam 5-Minute', 'Siêu Tốc 5 Phút', 'LO2', 5 * MIN],
    ],
  },
];

export function seedLottery(db: Database): void {
  const group = db.prepare('INSERT INTO lottery_groups (group_code, area, label_name, sort) VALUES (?, ?, ?, ?)');
  const game = db.prepare(`INSERT INTO lottery_games (game_id, group_code, game_code, game_name, label_name, prize_mode,
    default_play_type, draw_interval_seconds, sort) VALUES (?, ?, ?, ?, ?, 'Lott', ?, ?, ?)`);
  let gameId = 100;
  GROUPS.forEach((g, groupSort) => {
    group.run(g.code, g.area, g.label, groupSort);
    g.games.forEach(([code, name, label, playType, interval], sort) =>
      game.run(++gameId, g.code, code, name, label, playType, interval, sort),
    );
  });
}

export const lotterySeed: SeedPart = { name: 'lottery', seed: 0x5eed0008, run: (db) => seedLottery(db) };
