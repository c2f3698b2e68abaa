/**
 * The pattern catalogue behind the platform's register-field rules. Each rule names a
 * `patternId`; its message is `reg_pattern_{patternId}`. Ids 0–19 keep the meaning the real platform's
 * texts give them (0 length, 1 letter-first alnum, 3 e-mail, 4 alnum, 5 letters+digits,
 * 6 digits, 7 alnum+upper, 11/13 dates); 20–22 complete the variants the platform documents.
 *
 * A test checks the character make-up only: length bounds come from the rule and are checked
 * separately, so every test here accepts any length ≥ 1 and rejects the empty string.
 */

export interface PatternEntry {
  readonly patternId: number;
  /** Stable name for code and tests; the user-facing text lives in messages.ts. */
  readonly name: string;
  readonly test: (value: string) => boolean;
}

/** Thai block. Thai vowel and tone marks are combining characters inside the same block. */
const THAI = '\\u0E00-\\u0E7F';
/**
 * Full-width Japanese: CJK symbols and punctuation with the ideographic space (U+3000–303F),
 * hiragana (U+3040–309F), full-width katakana (U+30A0–30FF), kanji, and the full-width forms
 * of Latin letters, digits and punctuation (U+FF01–FF60). Half-width katakana (U+FF61–FF9F) is
 * deliberately outside: it is the half-width form this rule exists to refuse.
 */
const FULL_WIDTH_JAPANESE = '\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\p{Script=Han}\\uFF01-\\uFF60';
/** A word of a personal name in any script: letters with their combining marks, inner ' or - allowed. */
const NAME_WORD = "\\p{L}[\\p{L}\\p{M}]*(?:['\u2019-]\\p{L}[\\p{L}\\p{M}]*)*";
/** Printable ASCII without the space: what "letters, digits and symbols" means on a keyboard. */
const ASCII_VISIBLE = '\\x21-\\x7E';
const ASCII_SYMBOL = '!-\\/:-@\\[-`{-~';

/**
 * A test by a pattern compiled on first use: compiling the Unicode-property classes (Han, Hangul,
 * every letter) costs milliseconds, and a register form uses one or two of the twenty.
 */
function matches(source: string): (value: string) => boolean {
  let re: RegExp | undefined;
  return (value) => (re ??= new RegExp(source, 'u')).test(value);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True for a day that exists in the Gregorian calendar (rejects 2023-02-29, 2024-04-31, year 0). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const monthDays = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= monthDays[month - 1];
}

function dateTest(shape: RegExp, order: { year: number; month: number; day: number }): (value: string) => boolean {
  return (value) => {
    const m = shape.exec(value);
    if (!m) return false;
    return isCalendarDate(Number(m[order.year]), Number(m[order.month]), Number(m[order.day]));
  };
}

const ENTRIES: readonly PatternEntry[] = [
  { patternId: 0, name: 'anyCharacters', test: (value) => value.length > 0 },
  { patternId: 1, name: 'letterFirstAlphanumeric', test: matches('^[A-Za-z][A-Za-z0-9]*$') },
  // Chinese text that may carry digits (e.g. an address line); digits alone are not Chinese text.
  { patternId: 2, name: 'chineseWithDigits', test: matches('^(?=.*\\p{Script=Han})[\\p{Script=Han}0-9]+$') },
  {
    patternId: 3,
    name: 'email',
    // Dot-atom local part, dotted host labels that neither start nor end with a hyphen, alphabetic TLD.
    test: matches(
      "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
        '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$',
    ),
  },
  { patternId: 4, name: 'alphanumeric', test: matches('^[A-Za-z0-9]+$') },
  { patternId: 5, name: 'lettersAndDigits', test: matches('^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$') },
  { patternId: 6, name: 'digitsOnly', test: matches('^[0-9]+$') },
  { patternId: 7, name: 'alphanumericWithUppercase', test: matches('^(?=.*[A-Z])[A-Za-z0-9]+$') },
  { patternId: 8, name: 'englishLettersAndSpaces', test: matches('^(?=.*[A-Za-z])[A-Za-z ]+$') },
  // \s with the u flag also covers the no-break and ideographic spaces people paste by accident.
  { patternId: 9, name: 'noSpaces', test: matches('^\\S+$') },
  { patternId: 10, name: 'chineseAndPunctuation', test: matches('^(?=.*\\p{Script=Han})[\\p{Script=Han}\\p{P}]+$') },
  { patternId: 11, name: 'dateYearMonthDay', test: dateTest(/^(\d{4})-(\d{2})-(\d{2})$/, { year: 1, month: 2, day: 3 }) },
  { patternId: 12, name: 'thaiOnly', test: matches(`^[${THAI}]+$`) },
  { patternId: 13, name: 'dateMonthDayYear', test: dateTest(/^(\d{2})-(\d{2})-(\d{4})$/, { year: 3, month: 1, day: 2 }) },
  // Characters from either alphabet; a name may mix them (e.g. a Thai name with a Latin initial).
  { patternId: 14, name: 'thaiOrEnglish', test: matches(`^[${THAI}A-Za-z]+$`) },
  { patternId: 15, name: 'koreanOnly', test: matches('^\\p{Script=Hangul}+$') },
  { patternId: 16, name: 'fullWidthJapanese', test: matches(`^[${FULL_WIDTH_JAPANESE}]+$`) },
  { patternId: 17, name: 'lettersAndSpaces', test: matches('^(?=.*\\p{L})[\\p{L}\\p{M} ]+$') },
  { patternId: 18, name: 'fullNameTwoWords', test: matches(`^${NAME_WORD} ${NAME_WORD}$`) },
  { patternId: 19, name: 'uppercaseNoSpaces', test: matches('^\\p{Lu}[\\p{Lu}\\p{M}]*$') },
  { patternId: 20, name: 'uppercaseAndSpaces', test: matches('^(?=.*\\p{Lu})[\\p{Lu}\\p{M} ]+$') },
  { patternId: 21, name: 'lettersDigitsSymbols', test: matches(`^[${ASCII_VISIBLE}]+$`) },
  {
    patternId: 22,
    name: 'strongPassword',
    test: matches(`^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[${ASCII_SYMBOL}])[${ASCII_VISIBLE}]+$`),
  },
];

/** The catalogue by id. */
export const patterns: ReadonlyMap<number, PatternEntry> = new Map(ENTRIES.map((entry) => [entry.patternId, entry]));

/** Every id the catalogue knows, ascending. */
export const patternIds: readonly number[] = ENTRIES.map((entry) => entry.patternId);

export function findPattern(patternId: number): PatternEntry | undefined {
  return patterns.get(patternId);
}

/**
 * True when `value` has the make-up `patternId` asks for. An id the catalogue does not know adds no
 * constraint: the platform may introduce new ids, and refusing every value for them would block
 * registration outright; the server still checks what it sent.
 */
export function checkPattern(patternId: number, value: string): boolean {
  const entry = patterns.get(patternId);
  return entry ? entry.test(value) : true;
}
