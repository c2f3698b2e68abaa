import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../shared/api/catalogue';
import { HelpArticle } from '../shared/domains/content/schemas';
import { RecentGame } from '../shared/domains/games/schemas';
import { judge } from './check';
import { fieldReport } from './fields';
import { exitCodeOf, formatTable, strictProblems, strictReason } from './report';
import type { Row } from './run';

const draw = { gameId: 1, gameCode: 'CQSSC', numero: '20260101-001', winningNumber: '3,0,5', winNo: '3,0,5', drawTime: 1 };
const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 10 });
const reply = (status: number, body: unknown) => ({ status, body, text: JSON.stringify(body) });

describe('the closed reading of an answer', () => {
  it('finds nothing in an answer with exactly the schema’s fields', () => {
    expect(fieldReport(catalogue['lottery.draws'].value, page([draw, draw]))).toEqual({ unknown: [], missing: [] });
  });

  it('catches a renamed field in every item once: the new name unknown, the old one missing', () => {
    const renamed = page([draw, draw].map(({ numero, ...rest }) => ({ ...rest, issue: numero })));
    expect(fieldReport(catalogue['lottery.draws'].value, renamed)).toEqual({
      unknown: ['/content/*/issue'],
      missing: ['/content/*/numero'],
    });
  });

  it('catches a dropped required field (winNo, the name the public clients read)', () => {
    const { winNo: _dropped, ...rest } = draw;
    expect(fieldReport(catalogue['lottery.draws'].value, page([rest]))).toEqual({ unknown: [], missing: ['/content/*/winNo'] });
  });

  it('catches a renamed optional field, which the open schema lets through', () => {
    const launch = Type.Object({ chatUrl: Type.Optional(Type.String()), expiresIn: Type.Integer() });
    expect(fieldReport(launch, { url: 'https://chat.example/', expiresIn: 60 }, '/value')).toEqual({
      unknown: ['/value/url'],
      missing: [],
    });
  });

  it('reads a union by the branch that fits: null, or the object branch with the fewest problems', () => {
    const schema = Type.Object({
      current: Type.Union([Type.Null(), Type.Object({ numero: Type.String() }), Type.Object({ code: Type.String(), name: Type.String() })]),
    });
    expect(fieldReport(schema, { current: null })).toEqual({ unknown: [], missing: [] });
    expect(fieldReport(schema, { current: { code: 'A', name: 'B' } })).toEqual({ unknown: [], missing: [] });
    expect(fieldReport(schema, { current: { code: 'A', title: 'B' } })).toEqual({
      unknown: ['/current/title'],
      missing: ['/current/name'],
    });
  });

  it('follows $ref into $defs (a cyclic tree), merges allOf parts and reads record values', () => {
    const article = { tag: 't', title: 'T', content: '', lang: 'EN', display: true, children: [] as unknown[] };
    const tree = { ...article, children: [{ ...article, heading: 'x' }] };
    expect(fieldReport(HelpArticle, tree)).toEqual({ unknown: ['/children/*/heading'], missing: [] });

    const recent = fieldReport(RecentGame, { lastPlayedAt: 1 });
    expect(recent.unknown).toEqual([]);
    expect(recent.missing).toContain('/nodeId');

    const record = Type.Record(Type.String(), Type.Object({ id: Type.Integer() }));
    expect(fieldReport(record, { a: { id: 1 }, b: { id: 2, extra: true } })).toEqual({ unknown: ['/*/extra'], missing: [] });
  });

  it('names nothing against an open schema (Unknown) or a primitive', () => {
    expect(fieldReport(Type.Unknown(), { anything: 1 })).toEqual({ unknown: [], missing: [] });
    expect(fieldReport(Type.String(), 'text')).toEqual({ unknown: [], missing: [] });
  });
});

describe('unknown and missing fields in the verdict and the report', () => {
  it('keeps an answer with an extra field as expected, and names the field', () => {
    const verdict = judge(catalogue['lottery.draws'], reply(200, page([{ ...draw, winningNo: '3,0,5' }])));
    expect(verdict).toEqual({ result: 'as expected', fields: { unknown: ['/content/*/winningNo'], missing: [] } });
  });

  it('names a dropped required field beside the difference, in the envelope’s value', () => {
    const { sumBalance: _dropped, ...rest } = { sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: '₱' };
    const verdict = judge(catalogue['cashier.balance'], reply(200, { success: true, value: { ...rest, total: 10 } }));
    expect(verdict).toMatchObject({
      result: 'different',
      fields: { unknown: ['/value/total'], missing: ['/value/sumBalance'] },
    });
  });

  it('fails --strict on them, and says which fields', () => {
    const row: Row = {
      key: 'lottery.draws',
      path: '/lgw/draw/:gameId',
      method: 'GET',
      guess: true,
      ours: false,
      result: 'as expected',
      fields: { unknown: ['/content/*/winningNumber'], missing: ['/content/*/winNo'] },
    };
    expect(exitCodeOf([row], false)).toBe(0);
    expect(exitCodeOf([row], true)).toBe(1);
    expect(strictProblems([row])).toEqual([row]);
    expect(formatTable([row])).toContain('    unknown fields (not in the schema): /content/*/winningNumber');
    expect(formatTable([row])).toContain('    missing fields (required by the schema): /content/*/winNo');
    expect(strictReason(row)).toContain('/content/*/winNo');
  });
});
