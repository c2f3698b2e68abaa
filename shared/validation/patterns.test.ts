import { describe, expect, it } from 'vitest';
import { checkPattern, findPattern, isCalendarDate, patternIds } from './patterns';

/** Per pattern id: values it must accept and values it must refuse. */
const cases: Record<number, { accept: string[]; reject: string[] }> = {
  0: { accept: ['a', '任何 text!', '🙂 ok', 'ภาษาไทย'], reject: [''] },
  1: { accept: ['player01', 'A', 'abcDEF123'], reject: ['1player', '_player', 'play er', 'plàyer', 'ｐlayer', ''] },
  2: { accept: ['张三', '北京路88', '中文123', '123中文'], reject: ['12345', 'abc中文', '中文 123', '中文１２３', ''] },
  3: {
    accept: ['player@example.com', 'first.last+tag@mail.example.co', 'a_b-c@sub-domain.example.org'],
    reject: [
      'player@example',
      'player.example.com',
      '.player@example.com',
      'pla..yer@example.com',
      'player@-ex.com',
      'pläyer@example.com',
      'a b@example.com',
    ],
  },
  4: { accept: ['abc123', '123abc', 'ABC', '42'], reject: ['abc_123', 'abc 123', 'abc-123', 'ａｂｃ', 'abcé', ''] },
  5: { accept: ['abc123', '1a', 'A9B8'], reject: ['abcdef', '123456', 'abc12!', 'abc１２３'] },
  6: { accept: ['0', '0912345678', '123456'], reject: ['12a', '１２３', '٣٤٥', '+639', '12 34', ''] },
  7: { accept: ['Abc123', 'ABC', 'abcD'], reject: ['abc123', '123456', 'Abc_123', 'Ábc123'] },
  8: { accept: ['John Smith', 'Ana', 'a b c'], reject: ['José Rizal', 'John3', 'John-Smith', '   ', 'สมชาย'] },
  9: { accept: ['abc', 'a_b-c!', '中文', 'ภาษา'], reject: ['a b', 'a\tb', 'a\u00A0b', 'a\u3000b', ''] },
  10: { accept: ['你好，世界！', '张三', '「中文」。', '王·小明'], reject: ['你好 世界', '中文abc', '，。！', '中文1'] },
  11: {
    accept: ['2024-02-29', '2023-12-31', '2000-02-29', '0001-01-01'],
    reject: [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-01-01',
      '2024-2-9',
      '29-02-2024',
      '２０２４-01-01',
    ],
  },
  12: { accept: ['สมชาย', 'ภาษาไทย', 'กิ่ง', '๑๒๓'], reject: ['สมชาย ใจดี', 'Somchai', 'สมชาย1', 'ສະບາຍດີ', ''] },
  13: {
    accept: ['02-29-2024', '12-31-2023', '01-01-1999'],
    reject: ['02-29-2023', '04-31-2024', '13-01-2024', '2024-02-29', '1-1-2024', '00-10-2024'],
  },
  14: { accept: ['สมชาย', 'Somchai', 'สมชายA'], reject: ['สมชาย ใจดี', 'Somchai1', 'José', '김철수', ''] },
  15: { accept: ['김철수', '한국어', 'ㄱㄴㄷ'], reject: ['김 철수', '김철수1', 'Kim', '金哲洙', 'ｷﾑ'] },
  16: {
    accept: ['やまだたろう', 'ヤマダ', '山田太郎', '山田　太郎', 'ＡＢＣ１２３', 'ラーメン'],
    reject: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎', '山田1', ''],
  },
  17: {
    accept: ['John Smith', 'José Rizal', 'สมชาย ใจดี', 'Nguye\u0302\u0303n Va\u0306n', '김철수'],
    reject: ['John3', 'John-Smith', '   ', 'Ana!', ''],
  },
  18: {
    accept: ['John Smith', 'José Rizal', "Conan O'Brien", 'Jean-Luc Picard', 'Lê Văn'],
    reject: ['John', 'John  Smith', 'John Paul Smith', 'John Smith3', ' John Smith', 'John_Smith'],
  },
  19: { accept: ['ABC', 'JOSÉ', 'ÄÖÜ', 'ΑΒΓ'], reject: ['ABC DEF', 'Abc', 'ABC1', 'สมชาย', ''] },
  20: { accept: ['JOHN SMITH', 'ABC', 'JOSÉ RIZAL'], reject: ['John Smith', '   ', 'JOHN 3', 'JOHN-SMITH', ''] },
  21: { accept: ['abc123', 'P@ss-w0rd!', '~!@#$%^&*()'], reject: ['pass word', 'pässword', '密码123', 'ｐａｓｓ', ''] },
  22: {
    accept: ['Passw0rd!', 'aB3#', 'Z9y_long_Enough'],
    reject: ['password1!', 'PASSWORD1!', 'Password!!', 'Password12', 'Pass w0rd!', 'Pässw0rd!'],
  },
};

describe('pattern catalogue', () => {
  it('has exactly the ids 0–22, each with a stable name', () => {
    expect(patternIds).toEqual(Array.from({ length: 23 }, (_, i) => i));
    const names = patternIds.map((id) => findPattern(id)?.name);
    expect(new Set(names).size).toBe(23);
  });

  for (const id of patternIds) {
    describe(`pattern ${id} (${findPattern(id)?.name})`, () => {
      const { accept, reject } = cases[id];
      it('has enough examples', () => {
        expect(accept.length).toBeGreaterThanOrEqual(3);
        expect(reject.length).toBeGreaterThanOrEqual(id === 0 ? 1 : 3);
      });
      it.each(accept)('accepts %j', (value) => {
        expect(checkPattern(id, value)).toBe(true);
      });
      it.each(reject)('refuses %j', (value) => {
        expect(checkPattern(id, value)).toBe(false);
      });
    });
  }

  it('pattern 0 refuses only the empty string', () => {
    expect(checkPattern(0, ' ')).toBe(true);
    expect(checkPattern(0, '')).toBe(false);
  });

  it('adds no constraint for an id it does not know', () => {
    expect(findPattern(99)).toBeUndefined();
    expect(checkPattern(99, 'anything at all')).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it('knows leap years the Gregorian way', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
  });

  it('refuses days past the month end and out-of-range parts', () => {
    expect(isCalendarDate(2024, 6, 30)).toBe(true);
    expect(isCalendarDate(2024, 6, 31)).toBe(false);
    expect(isCalendarDate(2024, 0, 1)).toBe(false);
    expect(isCalendarDate(2024, 1, 0)).toBe(false);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
  });
});
