import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { catalogue } from '../../api/catalogue';

/** The body the lottery client's one-click bet posts (`oneClickBet`: numeral's '0.0000', device WEB, order type 1). */
const CLIENT_BET = {
  gameId: 101,
  currentNumero: '20240301-0815',
  winningStop: false,
  abandoning: false,
  betCartAmountSum: '10.0000',
  chase: false,
  device: 'WEB',
  orderType: 1,
  quickChase: false,
  prizeModeId: 1,
  bettingSlipString: '0123456789~1~101~1~1920~1',
};

describe('lottery catalogue: the lottery client calls', () => {
  it('places bets, lists today’s orders and cancels sub-orders on the client’s paths, answers marked as guesses', () => {
    expect(catalogue['lottery.bet']).toMatchObject({
      method: 'POST',
      path: '/lgw/orders/betting',
      token: true,
      answer: 'raw',
      guess: true,
    });
    expect(catalogue['lottery.todayOrders']).toMatchObject({
      method: 'GET',
      path: '/lgw/orders/today',
      token: true,
      payloadIn: 'query',
      guess: true,
    });
    expect(catalogue['lottery.cancelOrders']).toMatchObject({
      method: 'PUT',
      path: '/lgw/orders/suborders/cancel',
      token: true,
      payloadIn: 'body',
      guess: true,
    });
    expect(catalogue['lottery.draws']).toMatchObject({ method: 'GET', path: '/lgw/draw/:gameId', guess: true });
    expect(catalogue['lottery.menus'].guess).toBe(false);
    // Public clients read every field of the near numbers' answer.
    expect(catalogue['lottery.nearNumbers']).toMatchObject({ method: 'GET', path: '/lgw/numeros/near', token: false, guess: false });
  });

  it('takes the client’s bet body and refuses the invented one of before', () => {
    const payload = catalogue['lottery.bet'].payload;
    expect(Value.Check(payload, CLIENT_BET)).toBe(true);
    expect(Value.Check(payload, { ...CLIENT_BET, betCartAmountSum: 10 })).toBe(true);
    expect(Value.Check(payload, { ...CLIENT_BET, betCartAmountSum: '10.00001' })).toBe(false);
    expect(Value.Check(payload, { ...CLIENT_BET, currentNumero: '815' })).toBe(false);
    expect(Value.Check(payload, { gameCode: 'TCG5MLOTTO', issue: '20240301-0815', playType: '5D', numbers: '1,2', stake: 1 })).toBe(false);
  });

  it('cancels with a JSON list of sub-order ids, and pages from 0', () => {
    expect(Value.Check(catalogue['lottery.cancelOrders'].payload, ['12', '13'])).toBe(true);
    expect(Value.Check(catalogue['lottery.cancelOrders'].payload, { orderIds: ['12'] })).toBe(false);
    expect(Value.Check(catalogue['lottery.cancelOrders'].payload, [])).toBe(false);
    expect(Value.Check(catalogue['lottery.todayOrders'].payload, { gameId: 101, page: 0, size: 10 })).toBe(true);
    // -1 is every game (the React lottery client's "all games"); no other id below 1.
    expect(Value.Check(catalogue['lottery.todayOrders'].payload, { gameId: -1, page: 0, size: 50 })).toBe(true);
    expect(Value.Check(catalogue['lottery.todayOrders'].payload, { gameId: 0 })).toBe(false);
    expect(Value.Check(catalogue['lottery.todayOrders'].payload, { gameId: -2 })).toBe(false);
    expect(Value.Check(catalogue['lottery.draws'].payload, { page: 0, size: 10 })).toBe(true);
    expect(Value.Check(catalogue['lottery.draws'].payload, { page: -1 })).toBe(false);
    expect(Value.Check(catalogue['lottery.draws'].payload, { size: 101 })).toBe(false);
  });
});

describe('lottery catalogue: what the public clients read', () => {
  it('takes the near numbers answer the jQuery clients read, with or without an issue on sale', () => {
    const value = catalogue['lottery.nearNumbers'].value;
    const answer = {
      currentNumero: { numero: '20180101-023', gameId: 1, remainTime: 245000, lockTime: 60, isSale: true },
      previousNumero: { numero: '20180101-022' },
      nextNumero: { numero: '20180101-024' },
    };
    expect(Value.Check(value, answer)).toBe(true);
    expect(Value.Check(value, { ...answer, currentNumero: null })).toBe(true);
    expect(Value.Check(value, { ...answer, currentNumero: { ...answer.currentNumero, numero: 20180101023 } })).toBe(false);
    expect(Value.Check(value, { success: true, value: answer })).toBe(false);
    expect(Value.Check(catalogue['lottery.nearNumbers'].payload, { gameId: 1 })).toBe(true);
    expect(Value.Check(catalogue['lottery.nearNumbers'].payload, {})).toBe(false);
  });

  it('asks a draw for winNo and a bet for orderNumber, numero and totalBettingAmount', () => {
    const draw = { gameId: 1, gameCode: 'CQSSC', numero: '20180101-022', winningNumber: '3,0,5,8,1', drawTime: 1 };
    const page = (item: object) => ({ content: [item], number: 0, size: 10, totalElements: 1, totalPages: 1 });
    expect(Value.Check(catalogue['lottery.draws'].value, page({ ...draw, winNo: '3,0,5,8,1' }))).toBe(true);
    expect(Value.Check(catalogue['lottery.draws'].value, page(draw))).toBe(false);
    const bet = { orderNo: 'LT0000000001', gameId: 1, currentNumero: '20180101-023', betCartAmountSum: 4, subOrders: [] };
    const read = { orderNumber: 'LT0000000001', numero: '20180101-023', totalBettingAmount: 4 };
    expect(Value.Check(catalogue['lottery.bet'].value, { ...bet, ...read })).toBe(true);
    expect(Value.Check(catalogue['lottery.bet'].value, bet)).toBe(false);
    expect(Value.Check(catalogue['lottery.bet'].value, { ...bet, ...read, totalBettingAmount: '4.0000' })).toBe(false);
  });
});
