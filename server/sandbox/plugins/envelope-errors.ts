import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fail, toLegacy, type Envelope } from '../../../shared/api/envelope';
import { sharedScope } from '../../shared-scope';
import { PlatformError } from '../core/errors';

/**
 * Every failure leaves the sandbox as the platform's envelope: refusals with their own status and
 * code, malformed or oversized requests as 4xx `request_param_err`, and only real faults as 500.
 * A call answered in the older generation's envelope (`answer: 'legacy'`) fails in that envelope,
 * with the same status.
 */
export const envelopeErrorsPlugin = sharedScope(
  async (app: FastifyInstance, options: { plainNotFound?: boolean; [key: string]: unknown }) => {
    app.setErrorHandler((error: FastifyError | PlatformError, request, reply) => {
      if (error instanceof PlatformError) {
        return reply.status(error.httpStatus).send(shaped(request, fail(error.errorCode, error.message, error.value)));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(shaped(request, fail(ErrorCode.requestParamErr, requestProblem(error))));
      }
      request.log.error({ err: error }, 'unexpected failure');
      return reply.status(500).send(shaped(request, fail(ErrorCode.systemBusy, 'System busy, please try again later')));
    });

    app.setNotFoundHandler((request, reply) => {
      // A real platform answers a path it does not have with its web server's bare 404, not the envelope.
      if (options.plainNotFound) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      const path = request.url.split('?')[0];
      return reply.status(404).send(fail(ErrorCode.notFound, `No ${request.method} ${path} on this platform`));
    });
  },
);

/** A failure in the answer shape of the call it ends: the catalogue entry's route config names it. */
function shaped(request: FastifyRequest, failure: Envelope): unknown {
  return request.routeOptions.config.endpoint?.answer === 'legacy' ? toLegacy(failure) : failure;
}

function requestProblem(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: request body is larger than 64 KB';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'body: unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: malformed JSON';
    default:
      return error.message;
  }
}
