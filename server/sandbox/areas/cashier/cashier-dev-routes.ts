import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ErrorCode, fail, ok } from '../../../../shared/api/envelope';
import { validatorFor } from '../../answer-check';
import { CashierSetting } from './cashier-repository';
import type { SandboxServices } from '../../core/area-context';

const SettingsChange = Type.Object(
  {
    singleWallet: Type.Optional(Type.Boolean()),
    allowDeposit: Type.Optional(Type.Boolean()),
    depositInfo: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
type SettingsChange = { singleWallet?: boolean; allowDeposit?: boolean; depositInfo?: string };

/** The cashier's platform settings as the operator would set them, for development and tests (`/__dev`, gated). */
export async function cashierDevRoutes(scope: FastifyInstance, ctx: SandboxServices) {
  const { cashier } = ctx.repos;
  const current = () => ({
    singleWallet: cashier.setting(CashierSetting.singleWallet) === '1',
    allowDeposit: cashier.setting(CashierSetting.allowDeposit) !== 'N',
    depositInfo: cashier.setting(CashierSetting.depositInfo) ?? '',
  });
  const validator = validatorFor(SettingsChange);

  scope.get('/__dev/cashier/settings', async () => ok(current()));
  scope.post('/__dev/cashier/settings', async (request, reply) => {
    const change = request.body ?? {};
    if (!validator.Check(change)) return reply.code(400).send(fail(ErrorCode.requestParamErr, 'singleWallet, allowDeposit, depositInfo'));
    const { singleWallet, allowDeposit, depositInfo } = change as SettingsChange;
    if (singleWallet !== undefined) cashier.setSetting(CashierSetting.singleWallet, singleWallet ? '1' : '0');
    if (allowDeposit !== undefined) cashier.setSetting(CashierSetting.allowDeposit, allowDeposit ? 'Y' : 'N');
    if (depositInfo !== undefined) cashier.setSetting(CashierSetting.depositInfo, depositInfo);
    return ok(current());
  });
}
