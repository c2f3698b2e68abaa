import { describe, expect, it } from 'vitest';
import { drawOfIssue, drawsBetween, localDayStart, nextDraw, previousDraw, type ScheduledGame } from './schedule';

const oneMinute: ScheduledGame = { gameCode: 'TCG1MLOTTO', area: 'SEA', drawIntervalSeconds: 60 };
const hanoi: ScheduledGame = { gameCode: 'VNHANOI', area: 'VN', drawIntervalSeconds: 86_400 };
const daily3d: ScheduledGame = { gameCode: 'TCGDAILY3D', area: 'SEA', drawIntervalSeconds: 28_800 };
// 2024-03-10 12:00:30 at +07:00
const NOON = Date.UTC(2024, 2, 10, 5, 0, 30);

describe('lottery schedule', () => {
  it('names issues after the local (+07:00) day and the draw number within it', () => {
    expect(nextDraw(oneMinute, NOON)).toEqual({ issue: '20240310-0721', drawTime: Date.UTC(2024, 2, 10, 5, 1) });
    expect(drawsBetween(oneMinute, NOON - 180_000, NOON).map((d) => d.issue)).toEqual(['20240310-0718', '20240310-0719', '20240310-0720']);
  });

  it('numbers the midnight draw as the last of the closing day', () => {
    const midnight = localDayStart(NOON) + 86_400_000;
    const [last] = drawsBetween(oneMinute, midnight - 1, midnight);
    expect(last).toEqual({ issue: '20240310-1440', drawTime: midnight });
    expect(nextDraw(oneMinute, midnight).issue).toBe('20240311-0001');
    expect(drawsBetween(daily3d, localDayStart(NOON), localDayStart(NOON) + 86_400_000).map((d) => d.issue)).toEqual([
      '20240310-0001',
      '20240310-0002',
      '20240310-0003',
    ]);
  });

  it('draws Vietnam games once a day at 18:15 local time', () => {
    const draw = nextDraw(hanoi, NOON);
    expect(draw).toEqual({ issue: '20240310-0001', drawTime: Date.UTC(2024, 2, 10, 11, 15) });
    expect(nextDraw(hanoi, draw.drawTime).issue).toBe('20240311-0001');
    expect(drawsBetween(hanoi, NOON, NOON + 3 * 86_400_000)).toHaveLength(3);
  });

  it('names the last drawn issue, the draw at the very instant included', () => {
    expect(previousDraw(oneMinute, NOON)).toEqual({ issue: '20240310-0720', drawTime: Date.UTC(2024, 2, 10, 5, 0) });
    expect(previousDraw(oneMinute, Date.UTC(2024, 2, 10, 5, 1)).issue).toBe('20240310-0721');
    expect(previousDraw(oneMinute, localDayStart(NOON) + 1).issue).toBe('20240309-1440');
    expect(previousDraw(hanoi, NOON)).toEqual({ issue: '20240309-0001', drawTime: Date.UTC(2024, 2, 9, 11, 15) });
    expect(previousDraw(daily3d, NOON).issue).toBe('20240310-0001');
  });

  it('reads an issue back into its draw time and refuses names that are not issues', () => {
    expect(drawOfIssue(oneMinute, '20240310-0721')!.drawTime).toBe(Date.UTC(2024, 2, 10, 5, 1));
    expect(drawOfIssue(oneMinute, '20240310-1441')).toBeUndefined();
    expect(drawOfIssue(oneMinute, '20240310-0000')).toBeUndefined();
    expect(drawOfIssue(oneMinute, '20240230-0001')).toBeUndefined();
    expect(drawOfIssue(hanoi, '20240310-0002')).toBeUndefined();
    expect(drawOfIssue(hanoi, 'x')).toBeUndefined();
  });
});
