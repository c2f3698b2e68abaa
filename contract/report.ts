import type { Row } from './run';

/** The marker of a row whose answer shape the catalogue guessed: a difference there is information. */
export const GUESS_MARKER = 'guess';
/** The marker of a call designed here: a platform that does not offer it is expected. */
export const OURS_MARKER = 'ours';

function noteOf(row: Row): string {
  return [row.guess ? GUESS_MARKER : '', row.ours ? OURS_MARKER : ''].filter(Boolean).join(',');
}

function detailsOf(row: Row): string[] {
  if (row.differences) return row.differences.map((d) => `${d.path}: expected ${d.expected}, actual ${d.actual}`);
  if (row.refusal && row.result !== 'not offered') {
    const said = `refused (HTTP ${row.refusal.status} ${row.refusal.errorCode || 'no errorCode'}${row.refusal.message ? `: ${row.refusal.message}` : ''})`;
    return [row.result === 'as expected' && !row.refusalExpected ? `${said}; the value schema was not exercised` : said];
  }
  if (row.skip) return [row.skip.reason];
  return [];
}

/**
 * The rows that fail a strict run: a difference, a refusal the plan does not expect from the test
 * account, or a skip that is a gap of the suite rather than a safety rule. Entries not offered by the
 * platform (no sandbox handler) pass.
 */
export function strictProblems(rows: readonly Row[]): Row[] {
  return rows.filter(
    (row) =>
      row.result === 'different' ||
      (row.result === 'as expected' && row.refusal !== undefined && !row.refusalExpected) ||
      (row.result === 'skipped' && row.skip?.kind !== 'safety'),
  );
}

/** 1 when any entry is different; with `strict`, also when any row is a strict problem. */
export function exitCodeOf(rows: readonly Row[], strict: boolean): 0 | 1 {
  if (rows.some((row) => row.result === 'different')) return 1;
  return strict && strictProblems(rows).length > 0 ? 1 : 0;
}

/** The table: key, method and path, result, the guess/ours note; details indented beneath. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['KEY', 'PATH', 'RESULT', 'NOTE'];
  const cells = rows.map((row) => [row.key, `${row.method} ${row.path}`, row.result, noteOf(row)]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(header)];
  rows.forEach((row, i) => {
    out.push(line(cells[i]!));
    for (const detail of detailsOf(row)) out.push(`    ${detail}`);
  });
  return out.join('\n');
}

/** One line: how many entries ended each way, the guesses among the differences, refusals, strict problems. */
export function summaryOf(rows: readonly Row[], strict: boolean): string {
  const count = (result: Row['result']) => rows.filter((row) => row.result === result).length;
  const different = rows.filter((row) => row.result === 'different');
  const refused = rows.filter((row) => row.result === 'as expected' && row.refusal).length;
  const parts = [
    `${count('as expected')} as expected${refused ? ` (${refused} refused)` : ''}`,
    `${different.length} different${different.some((r) => r.guess) ? ` (${different.filter((r) => r.guess).length} on guessed shapes)` : ''}`,
    `${count('not offered')} not offered`,
    `${count('skipped')} skipped`,
  ];
  let summary = `${rows.length} entries: ${parts.join(', ')}`;
  if (strict) summary += `; strict: ${strictProblems(rows).length} problem(s)`;
  return summary;
}
