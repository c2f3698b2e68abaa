import { describe, expect, it } from 'vitest';
import { catalogue } from '../shared/api/catalogue';
import { judge } from './check';
import { parseOptions, OptionsError } from './options';
import type { CaseRow } from './cases';
import { casesSummaryOf, exitCodeOf, formatCases, formatTable, summaryOf } from './report';
import type { Row } from './run';

const reply = (status: number, body: unknown) => ({ status, body, text: typeof body === 'string' ? body : JSON.stringify(body) });
const balance = { sumBalance: 10, balance: [{ accountTypeId: 2, availBalance: 10 }], currency: 'PHP', currencySymbol: '₱' };

describe('judging an answer against the catalogue', () => {
  it('finds an answer of the value schema as expected', () => {
    expect(judge(catalogue['cashier.balance'], reply(200, { success: true, value: balance }))).toEqual({ result: 'as expected' });
  });

  it('names the first difference: path, expected, actual', () => {
    const verdict = judge(catalogue['cashier.balance'], reply(200, { success: true, value: { ...balance, sumBalance: '10.00' } }));
    expect(verdict).toMatchObject({ result: 'different', differences: [{ path: '/value/sumBalance', actual: '"10.00"' }] });
  });

  it('wants the envelope on /wps calls and the raw JSON on /lgw calls', () => {
    expect(judge(catalogue['cashier.balance'], reply(200, balance))).toMatchObject({ result: 'different', differences: [{ path: '/' }] });
    expect(judge(catalogue['lottery.popular'], reply(200, { success: true, value: [] }))).toMatchObject({ result: 'different' });
  });

  it('reads function.not.available as not offered, and a business refusal as a well-formed answer', () => {
    const notOffered = reply(400, { success: false, value: null, errorCode: 'function.not.available', message: 'no' });
    expect(judge(catalogue['points.balance'], notOffered).result).toBe('not offered');
    const refused = judge(
      catalogue['agent.affiliate'],
      reply(200, { success: false, value: null, errorCode: 'invitation_code_error', message: 'x' }),
    );
    expect(refused).toMatchObject({ result: 'as expected', refusal: { errorCode: 'invitation_code_error' } });
  });
});

describe('judging a call answered without a body', () => {
  const entry = catalogue['system.collect'];

  it('finds HTTP 204 with no body as expected, and a refusal in the envelope as a well-formed answer', () => {
    expect(judge(entry, { status: 204, body: null, text: '' })).toEqual({ result: 'as expected' });
    const refused = judge(entry, reply(400, { success: false, value: null, errorCode: 'request_param_err', message: 'x' }));
    expect(refused).toMatchObject({ result: 'as expected', refusal: { status: 400, errorCode: 'request_param_err' } });
  });

  it('names an answer with a body as a difference', () => {
    expect(judge(entry, reply(200, { success: true, value: null }))).toMatchObject({
      result: 'different',
      differences: [{ path: '/', expected: 'HTTP 204 without a body' }],
    });
  });
});

describe('judging an answer in the older generation’s envelope', () => {
  const cards = [
    {
      id: '7',
      withdrawType: 'BC',
      bankCode: 'LBP',
      bankName: 'Land Bank',
      accountName: 'Ana Reyes',
      accountNoMasked: '****3210',
      createdAt: 1_700_000_000_000,
    },
  ];
  const entry = catalogue['cashier.bankCards'];

  it('checks `data` against the value schema', () => {
    expect(entry.answer).toBe('legacy');
    expect(judge(entry, reply(200, { status: true, description: '', data: cards }))).toEqual({ result: 'as expected' });
    const verdict = judge(entry, reply(200, { status: true, description: '', data: [{ ...cards[0], id: 7 }] }));
    expect(verdict).toMatchObject({ result: 'different', differences: [{ path: '/data/0/id', actual: '7' }] });
  });

  it('wants that envelope, not the current one', () => {
    expect(judge(entry, reply(200, { success: true, value: cards }))).toMatchObject({
      result: 'different',
      differences: [{ path: '/', expected: 'the older envelope {status, description, data}' }],
    });
    expect(judge(entry, reply(200, { status: true, data: cards }))).toMatchObject({ result: 'different' });
  });

  it('reads its refusals by `description`, with their HTTP status, and function.not.available as not offered', () => {
    expect(judge(entry, reply(200, { status: false, description: 'real.name.required', data: null }))).toEqual({
      result: 'as expected',
      refusal: { status: 200, errorCode: 'real.name.required', message: '' },
    });
    expect(judge(entry, reply(401, { status: false, description: 'login.not.session', data: null }))).toMatchObject({
      result: 'as expected',
      refusal: { status: 401, errorCode: 'login.not.session' },
    });
    expect(judge(entry, reply(400, { status: false, description: 'function.not.available', data: null })).result).toBe('not offered');
    // A platform without the call may say so in its own, current envelope.
    const current = reply(400, { success: false, value: null, errorCode: 'function.not.available', message: 'no' });
    expect(judge(entry, current).result).toBe('not offered');
  });

  it('wants HTTP 200 for a success', () => {
    expect(judge(entry, reply(201, { status: true, description: '', data: cards }))).toMatchObject({
      result: 'different',
      differences: [{ path: '(HTTP status)' }],
    });
  });
});

describe('the table and the exit code', () => {
  const row = (over: Partial<Row>): Row => ({
    key: 'k',
    path: '/p',
    method: 'GET',
    guess: false,
    ours: false,
    result: 'as expected',
    ...over,
  });

  it('marks guessed shapes, and fails on a difference even there', () => {
    const rows = [
      row({ key: 'games.recent', guess: true, result: 'different', differences: [{ path: '/value', expected: 'x', actual: 'y' }] }),
    ];
    expect(formatTable(rows)).toMatch(/games\.recent\s+GET \/p\s+different\s+guess\n {4}\/value: expected x, actual y/);
    expect(summaryOf(rows, false)).toContain('1 different (1 on guessed shapes)');
    expect(exitCodeOf(rows, false)).toBe(1);
  });

  it('under --strict also fails on an unexpected refusal and an unclassified write, not on safety skips', () => {
    const refusal = { status: 200, errorCode: 'nope', message: '' };
    const safety = row({ result: 'skipped', skip: { kind: 'safety', reason: 'needs --allow-money' } });
    expect(exitCodeOf([safety, row({ result: 'not offered' })], true)).toBe(0);
    expect(exitCodeOf([row({ refusal })], false)).toBe(0);
    expect(exitCodeOf([row({ refusal })], true)).toBe(1);
    expect(exitCodeOf([row({ refusal, refusalExpected: true })], true)).toBe(0);
    expect(exitCodeOf([row({ result: 'skipped', skip: { kind: 'unclassified', reason: '' } })], true)).toBe(1);
    // The test account holding nothing for a call to act on is its state, not a gap of the suite.
    expect(exitCodeOf([row({ result: 'skipped', skip: { kind: 'nothing to act on', reason: 'no ticket' } })], true)).toBe(0);
  });

  it('fails on a failed money check or client case, and under --strict on a skipped one', () => {
    const of = (outcome: CaseRow['outcome']): CaseRow => ({
      kind: 'client',
      name: 'the balance',
      requests: ['GET /x'],
      outcome,
      details: [],
      source: 'G: x',
    });
    expect(exitCodeOf([row({})], false, [of('passed')])).toBe(0);
    expect(exitCodeOf([row({})], false, [of('failed')])).toBe(1);
    expect(exitCodeOf([row({})], false, [of('skipped')])).toBe(0);
    expect(exitCodeOf([row({})], true, [of('skipped')])).toBe(1);
    expect(formatCases([of('failed'), { ...of('passed'), kind: 'money', name: 'a claim pays once', source: undefined }])).toBe(
      ['MONEY CHECKS', 'PASSED   a claim pays once', '    GET /x', '', 'CLIENT CASES', 'FAILED   the balance  [G: x]', '    GET /x'].join(
        '\n',
      ),
    );
    expect(casesSummaryOf([of('failed'), of('passed')])).toBe('client cases: 1 passed, 1 failed, 0 skipped');
  });
});

describe('the options', () => {
  it('come from flags first, then the environment', () => {
    const env = { CONTRACT_UPSTREAM: 'http://env.test/', CONTRACT_MERCHANT: 'm1', CONTRACT_USERNAME: 'u', CONTRACT_PASSWORD: 'p' };
    expect(parseOptions(['--merchant', 'm2', '--strict'], env)).toEqual({
      upstream: 'http://env.test',
      merchant: 'm2',
      username: 'u',
      password: 'p',
      language: 'EN',
      allowMoney: false,
      strict: true,
    });
  });

  it('name what is missing', () => {
    expect(() => parseOptions(['--upstream=http://x.test'], {})).toThrow(OptionsError);
    expect(() => parseOptions(['--upstream=http://x.test'], {})).toThrow(/--merchant \(or CONTRACT_MERCHANT\)/);
  });
});
