import type { CaseRow } from './cases';
import type { Row } from './run';

/** The marker of a row whose answer shape the catalogue guessed: a difference there is information. */
export const GUESS_MARKER = 'guess';
/** The marker of a call designed here: a platform that does not offer it is expected. */
export const OURS_MARKER = 'ours';

function noteOf(row: Row): string {
  return [row.guess ? GUESS_MARKER : '', row.ours ? OURS_MARKER : ''].filter(Boolean).join(',');
}

/** The fields lines of a row: the unknown and the missing fields of its answer, named. */
function fieldLines(row: Row): string[] {
  const lines: string[] = [];
  if (row.fields?.unknown.length) lines.push(`unknown fields (not in the schema): ${row.fields.unknown.join(', ')}`);
  if (row.fields?.missing.length) lines.push(`missing fields (required by the schema): ${row.fields.missing.join(', ')}`);
  return lines;
}

function detailsOf(row: Row): string[] {
  if (row.differences) return [...row.differences.map((d) => `${d.path}: expected ${d.expected}, actual ${d.actual}`), ...fieldLines(row)];
  if (row.fields) return fieldLines(row);
  if (row.refusal && row.result !== 'not offered') {
    const said = `refused (HTTP ${row.refusal.status} ${row.refusal.errorCode || 'no errorCode'}${row.refusal.message ? `: ${row.refusal.message}` : ''})`;
    return [row.result === 'as expected' && !row.refusalExpected ? `${said}; the value schema was not exercised` : said];
  }
  if (row.skip) return [row.skip.reason];
  return [];
}

/**
 * The rows that fail a strict run: a difference, an answer with fields its closed schema does not
 * name or required fields it lacks, a refusal the plan does not expect from the test account, or a
 * skip that is a gap of the suite rather than a safety rule or the account's state (nothing to act
 * on). Entries not offered by the platform (no sandbox handler) pass.
 */
export function strictProblems(rows: readonly Row[]): Row[] {
  return rows.filter(
    (row) =>
      row.result === 'different' ||
      row.fields !== undefined ||
      (row.result === 'as expected' && row.refusal !== undefined && !row.refusalExpected) ||
      (row.result === 'skipped' && row.skip?.kind !== 'safety' && row.skip?.kind !== 'nothing to act on'),
  );
}

/** Why a row fails a strict run, in one line. */
export function strictReason(row: Row): string {
  const fields = row.fields ? fieldLines(row).join('; ') : '';
  if (row.result === 'as expected' && fields) return `${row.key} answers ${fields}`;
  return `${row.key} is ${row.result}${row.skip ? ` (${row.skip.reason})` : ''}${fields ? `; ${fields}` : ''}`;
}

/** The cases that fail a run: a failed one always; with `strict`, a skipped one too (the suite could not check). */
export function failingCases(cases: readonly CaseRow[], strict: boolean): CaseRow[] {
  return cases.filter((c) => c.outcome === 'failed' || (strict && c.outcome === 'skipped'));
}

/**
 * 1 when any entry is different or any money check or client case failed; with `strict`, also when
 * any row is a strict problem or any case was skipped.
 */
export function exitCodeOf(rows: readonly Row[], strict: boolean, cases: readonly CaseRow[] = []): 0 | 1 {
  if (rows.some((row) => row.result === 'different') || failingCases(cases, strict).length > 0) return 1;
  return strict && strictProblems(rows).length > 0 ? 1 : 0;
}

/**
 * The money checks and client cases beneath the table: outcome, kind and name, the client case's
 * source; the requests made and what was seen, indented.
 */
export function formatCases(cases: readonly CaseRow[]): string {
  const out: string[] = [];
  for (const kind of ['money', 'client'] as const) {
    const ofKind = cases.filter((c) => c.kind === kind);
    if (ofKind.length === 0) continue;
    if (out.length) out.push('');
    out.push(kind === 'money' ? 'MONEY CHECKS' : 'CLIENT CASES');
    for (const c of ofKind) {
      out.push(`${c.outcome.toUpperCase().padEnd(7)}  ${c.name}${c.source ? `  [${c.source}]` : ''}`);
      for (const request of c.requests) out.push(`    ${request}`);
      for (const detail of c.details) out.push(`    ${detail}`);
    }
  }
  return out.join('\n');
}

/** One line on the cases: how many passed, failed and were skipped, by kind. */
export function casesSummaryOf(cases: readonly CaseRow[]): string {
  const parts: string[] = [];
  for (const kind of ['money', 'client'] as const) {
    const ofKind = cases.filter((c) => c.kind === kind);
    if (ofKind.length === 0) continue;
    const count = (outcome: CaseRow['outcome']) => ofKind.filter((c) => c.outcome === outcome).length;
    parts.push(
      `${kind === 'money' ? 'money checks' : 'client cases'}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
    );
  }
  return parts.join('; ');
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
  const withFields = rows.filter((row) => row.fields).length;
  if (withFields) parts.push(`${withFields} with unknown or missing fields`);
  let summary = `${rows.length} entries: ${parts.join(', ')}`;
  if (strict) summary += `; strict: ${strictProblems(rows).length} problem(s)`;
  return summary;
}
