import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SocialProvider } from '../../../../shared/domains/identity/schemas';
import { DEMO_IDENTITIES, PROVIDER_NAMES } from './social-identities';
import { demoIdentity, isSiteRedirect, issueSocialCode } from './social';
import type { AreaContext } from '../../core/area-context';

interface AuthorizeQuery {
  redirect_uri?: string;
  state?: string;
}
interface ApproveBody {
  redirect_uri?: string;
  state?: string;
  subject?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const isProvider = (name: string): name is SocialProvider => name === 'google' || name === 'facebook';
const MAX_STATE = 512;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem;color:#1b1b1f}
label{display:block;margin:1rem 0 .25rem}select,button{font:inherit;padding:.5rem;width:100%}
button{margin-top:1rem;background:#1a73e8;color:#fff;border:0;border-radius:.25rem;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`);
}

/**
 * The local identity provider behind social sign-in: an authorisation page where the visitor
 * picks one of the demo identities, then a redirect to the site with a single-use code. Only the
 * site's own addresses are accepted as redirect targets.
 */
export async function idpRoutes(scope: FastifyInstance, ctx: AreaContext) {
  const { addresses } = ctx;
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });
  const refuseRequest = (reply: FastifyReply, message: string) =>
    page(reply, 400, 'Sign-in request refused', `<h1>Sign-in request refused</h1><p role="alert">${escapeHtml(message)}</p>`);

  scope.get<{ Params: { provider: string }; Querystring: AuthorizeQuery }>('/idp/:provider/authorize', async (request, reply) => {
    const { provider } = request.params;
    const { redirect_uri: redirectUri = '', state = '' } = request.query;
    if (!isProvider(provider)) return refuseRequest(reply, 'Unknown identity provider.');
    if (typeof redirectUri !== 'string' || !isSiteRedirect(addresses, redirectUri))
      return refuseRequest(reply, "The return address is not one of this site's addresses.");
    if (typeof state !== 'string' || state.length > MAX_STATE) return refuseRequest(reply, 'The state parameter is not valid.');
    const name = PROVIDER_NAMES[provider];
    const identities = DEMO_IDENTITIES[provider];
    const options = identities
      .map(
        (i, n) => `<option value="${escapeHtml(i.subject)}"${n === 0 ? ' selected' : ''}>${escapeHtml(`${i.name} (${i.email})`)}</option>`,
      )
      .join('');
    return page(
      reply,
      200,
      `Sign in with ${name}`,
      `<h1>Sign in with ${escapeHtml(name)}</h1>
<p>Demo identity provider of the sandbox platform.</p>
<form method="post" action="/idp/${provider}/approve">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="subject">Account</label>
<select id="subject" name="subject">${options}</select>
<button type="submit">Continue as ${escapeHtml(identities[0].name)}</button>
</form>`,
    );
  });

  scope.post<{ Params: { provider: string }; Body: ApproveBody }>('/idp/:provider/approve', async (request, reply) => {
    const { provider } = request.params;
    const body = (request.body ?? {}) as ApproveBody;
    const redirectUri = typeof body.redirect_uri === 'string' ? body.redirect_uri : '';
    const state = typeof body.state === 'string' ? body.state : '';
    if (!isProvider(provider)) return refuseRequest(reply, 'Unknown identity provider.');
    if (!isSiteRedirect(addresses, redirectUri)) return refuseRequest(reply, "The return address is not one of this site's addresses.");
    if (state.length > MAX_STATE) return refuseRequest(reply, 'The state parameter is not valid.');
    const identity = typeof body.subject === 'string' ? demoIdentity(provider, body.subject) : undefined;
    if (!identity) return refuseRequest(reply, 'Choose one of the listed accounts.');
    const target = new URL(redirectUri);
    target.searchParams.set('code', issueSocialCode(ctx, provider, identity.subject, redirectUri));
    target.searchParams.set('state', state);
    target.searchParams.set('provider', provider);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
}
