/**
 * Why a crypto operation was refused. The first two are the platform's own error codes for an
 * encrypted request, so a server can pass `code` straight into its error envelope.
 */
export type CryptoErrorCode =
  /** The encrypted call lacks its `Encryption` header or its ciphertext body. */
  | 'request_body_required'
  /** Something was present but does not decrypt, does not match or does not parse. */
  | 'decrypt_failed'
  /** The caller passed a key, modulus or payload that cannot be encrypted. */
  | 'invalid_input';

export class CryptoError extends Error {
  readonly code: CryptoErrorCode;

  constructor(code: CryptoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CryptoError';
    this.code = code;
  }
}
