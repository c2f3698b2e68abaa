import type { WireSpecs } from '../../api/endpointWire';

/** Feedback: the platform's send call (public: a guest may send) and the member's own list with replies (ours). */
export const feedbackWire = {
  // The platform's call carries no token rule (`token: false`): the site sends its session when it
  // has one and the feedback is then the member's. Its payload is not public, hence `guess`.
  // Pictures travel as base64 data: URLs in `pictures` (up to 3 × 5 MB): the gateway and the sandbox give this path a larger body limit.
  'feedback.send': { method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', guess: true },
  'feedback.mine': { method: 'GET', path: '/wps/gf/feedback/list', moduleId: 'FEEDBACK3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
