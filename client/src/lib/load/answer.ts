/**
 * What a read answers: the platform's envelope narrowed on `success`, so a failure need not carry
 * a value. Every `call()` answer is one.
 */
export type Answer<T> =
  | { success: true; value: T; message?: string; errorCode?: string }
  | { success: false; value?: unknown; message?: string; errorCode?: string };

/** The failure of a read, keeping what the platform said. */
export function failure(answer: { message?: string; errorCode?: string }): Answer<never> {
  return { success: false, message: answer.message ?? '', errorCode: answer.errorCode };
}
