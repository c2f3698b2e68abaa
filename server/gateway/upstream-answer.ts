/**
 * A request may ask to see the upstream's answer before it goes to the client (the SMS throttle
 * reads `value.expiredMinutes`). Only such requests are buffered; everything else streams through.
 */
export type UpstreamAnswerListener = (answer: { statusCode: number; body: Buffer }) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    upstreamAnswerListener: UpstreamAnswerListener | null;
  }
}

/** Answers worth inspecting are small JSON envelopes; anything larger is passed on unread. */
export const MAX_INSPECTED_ANSWER_BYTES = 1024 * 1024;
