import type { FastifyInstance, FastifyReply } from 'fastify';
import { issueGeetestPass, knownCaptchaId } from './geetest';
import { GEETEST_WIDGET_SCRIPT } from './geetest-widget';
import type { SandboxServices } from '../../core/area-context';

/** Where the stand-in's widget lives: a brand's `geetestScriptUrl` names `<sandbox>/geetest/gt4.js`. */
export const GEETEST_BASE = '/geetest';

/** A JSONP callback name: one script identifier, nothing a caller could smuggle code into. */
const CALLBACK = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

function script(reply: FastifyReply, body: string) {
  return reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The GeeTest v4 stand-in: the widget script and its service's two JSONP calls, as the real
 * widget loads them by script tag. `load?captcha_id=&callback=` says whether the account has that
 * captcha id; `verify?captcha_id=&callback=` is the visitor passing the check and answers the pass
 * (`{status: 'success', data: {result: 'success', seccode: {lot_number, pass_token, gen_time,
 * captcha_output}}}`). Failures answer `{status: 'error', code, msg}`; a bad callback name is 400.
 */
export async function geetestRoutes(scope: FastifyInstance, ctx: SandboxServices) {
  scope.get(`${GEETEST_BASE}/gt4.js`, async (_request, reply) => script(reply, GEETEST_WIDGET_SCRIPT));

  const jsonp = (work: (captchaId: string) => unknown) => async (request: { query: unknown }, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const callback = query.callback;
    if (typeof callback !== 'string' || !CALLBACK.test(callback)) {
      return reply.status(400).header('content-type', 'text/plain; charset=utf-8').send('callback: must be a script identifier');
    }
    const captchaId = query.captcha_id;
    const answer = knownCaptchaId(captchaId)
      ? work(captchaId)
      : { status: 'error', code: 'illegal_captcha_id', msg: 'The captcha id is not one of this account' };
    return script(reply, `${callback}(${JSON.stringify(answer)});`);
  };

  scope.get(
    `${GEETEST_BASE}/load`,
    jsonp((captchaId) => ({ status: 'success', data: { captcha_id: captchaId } })),
  );
  scope.get(
    `${GEETEST_BASE}/verify`,
    jsonp((captchaId) => ({ status: 'success', data: { result: 'success', seccode: issueGeetestPass(ctx, captchaId) } })),
  );
}
