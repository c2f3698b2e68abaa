import type { FastifyRequest } from 'fastify';

/** An upstream answer read whole: its status and body (uncompressed: such requests ask for `identity`). */
export interface UpstreamAnswer {
  statusCode: number;
  body: Buffer;
}

/**
 * A request may ask to see the upstream's answer before it goes to the client (the SMS throttle
 * reads `value.expiredMinutes`). Only such requests are buffered; everything else streams through.
 * A listener may answer another status and JSON body in the answer's place (the edge refuses a
 * sign-in of a restricted account after the platform accepted it).
 */
export type UpstreamAnswerListener = (answer: UpstreamAnswer) => Promise<UpstreamAnswer | void>;

/**
 * Adds `listener` after the one the request already has: each sees the answer as the one before
 * left it, so guards of one call (the throttles, the edge) never displace each other's.
 */
export function listenToUpstreamAnswer(request: FastifyRequest, listener: UpstreamAnswerListener): void {
  const before = request.upstreamAnswerListener;
  request.upstreamAnswerListener =
    before === null
      ? listener
      : async (answer) => {
          const seen = (await before(answer)) ?? answer;
          return (await listener(seen)) ?? seen;
        };
}

declare module 'fastify' {
  interface FastifyRequest {
    upstreamAnswerListener: UpstreamAnswerListener | null;
  }
}

/** Answers worth inspecting are small JSON envelopes; anything larger is passed on unread. */
export const MAX_INSPECTED_ANSWER_BYTES = 1024 * 1024;
