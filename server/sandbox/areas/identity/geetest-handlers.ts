import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireFlag } from '../../core/refusals';
import { SANDBOX_GEETEST_CAPTCHA_ID } from './geetest';

/** `GET /wps/captcha/geetest?product=`: the captcha id the site initialises GeeTest v4 with (GEETEST3). */
export function geetestHandlers(app: FastifyInstance): CatalogueHandlers {
  return {
    'identity.captchaGeetest': ({ reply }) => {
      requireFlag(app, 'GEETEST3', 'GeeTest');
      reply.header('cache-control', 'no-store');
      return { gt: SANDBOX_GEETEST_CAPTCHA_ID };
    },
  };
}
