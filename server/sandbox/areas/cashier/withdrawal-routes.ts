import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ok } from '../../../../shared/api/envelope';
import { wireToCents } from '../../../../shared/money';
import { Money } from '../../../../shared/domains/cashier/schemas';
import { Compile } from 'typebox/compile';
import { badParam } from '../../core/errors';
import { describeFirstProblem } from '../../validation';
import { CONFIRMATION_TIMER_MS, catchUpConfirmations, withdrawalRepo } from './confirmations';
import { parseId } from './withdrawal-repository';
import { readSettings, SettingName, type WithdrawalSettings } from './withdrawal-settings';
import type { SandboxServices } from '../../core/area-context';

const HourMinute = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const SettingsChange = Type.Object(
  {
    c2cEnabled: Type.Optional(Type.Boolean()),
    c2cTimeoutMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 })),
    hoursFrom: Type.Optional(HourMinute),
    hoursTo: Type.Optional(HourMinute),
    /** [] lets any amount inside the limits through. */
    fixedAmounts: Type.Optional(Type.Array(Money, { maxItems: 20 })),
    penaltyCharge: Type.Optional(Money),
  },
  { additionalProperties: false },
);
const checkChange = Compile(SettingsChange);

function settingsView(settings: WithdrawalSettings) {
  return {
    c2cEnabled: settings.c2cEnabled,
    c2cTimeoutMinutes: settings.c2cTimeoutMinutes,
    hoursFrom: settings.hoursFrom,
    hoursTo: settings.hoursTo,
    fixedAmountsCents: settings.fixedAmountsCents,
    penaltyCents: settings.penaltyCents,
  };
}

/**
 * The proof images members send with NOT_RECEIVED, for the operator desk (`/__desk` is served on
 * the sandbox port only and closed with the development helpers); `/__dev/withdrawal/settings`
 * changes the withdrawal settings for tests; and a timer that forces due receipt confirmations in a
 * running server.
 */
export async function withdrawalRoutes(scope: FastifyInstance, ctx: SandboxServices): Promise<void> {
  const repo = withdrawalRepo(ctx);

  scope.get<{ Params: { id: string } }>('/__desk/proofs/:id', async (request, reply) => {
    const withdrawalId = parseId('W', request.params.id);
    const order = withdrawalId === null ? undefined : repo.withdrawal(withdrawalId);
    const proof = order?.confirmationId ? repo.proof(order.confirmationId) : undefined;
    if (!proof) return reply.code(404).type('text/plain; charset=utf-8').send('No proof for this order.');
    return reply
      .type(proof.proofType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(proof.proof);
  });

  scope.get('/__dev/withdrawal/settings', async () => ok(settingsView(readSettings(repo))));

  scope.post('/__dev/withdrawal/settings', async (request) => {
    const body: unknown = request.body ?? {};
    if (!checkChange.Check(body)) throw badParam(describeFirstProblem(checkChange, body));
    if (body.c2cEnabled !== undefined) repo.putSetting(SettingName.c2cEnabled, String(body.c2cEnabled));
    if (body.c2cTimeoutMinutes !== undefined) repo.putSetting(SettingName.c2cTimeoutMinutes, String(body.c2cTimeoutMinutes));
    if (body.hoursFrom !== undefined) repo.putSetting(SettingName.hoursFrom, body.hoursFrom);
    if (body.hoursTo !== undefined) repo.putSetting(SettingName.hoursTo, body.hoursTo);
    if ([...(body.fixedAmounts ?? []), body.penaltyCharge ?? '0.00'].some((amount) => amount.startsWith('-'))) {
      throw badParam('amounts: must not be negative');
    }
    if (body.fixedAmounts !== undefined) {
      repo.putSetting(SettingName.fixedAmounts, JSON.stringify(body.fixedAmounts.map(wireToCents)));
    }
    if (body.penaltyCharge !== undefined) repo.putSetting(SettingName.penaltyCents, String(wireToCents(body.penaltyCharge)));
    return ok(settingsView(readSettings(repo)));
  });

  const timer = setInterval(() => {
    try {
      catchUpConfirmations(ctx);
    } catch (error) {
      ctx.log.error({ err: error }, 'receipt confirmation catch-up failed');
    }
  }, CONFIRMATION_TIMER_MS);
  timer.unref();
  scope.addHook('onClose', async () => clearInterval(timer));
}
