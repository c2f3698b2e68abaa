import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireFlag } from '../../core/refusals';
import { SANDBOX_GEETEST_CAPTCHA_ID } from './geetest';
import type { SandboxServices } from '../../core/area-context';

/** `GET /wps/captcha/geetest?product=`: the captcha id the site initialises GeeTest v4 with (GEETEST3). */
export function geetestHandlers(ctx: SandboxServices): CatalogueHandlers {
  return {
    'identity.captchaGeetest': ({ reply }) => {
      requireFlag(ctx, 'GEETEST3', 'GeeTest');
      reply.header('cache-control', 'no-store');
      return { gt: SANDBOX_GEETEST_CAPTCHA_ID };
    },
  };
}
