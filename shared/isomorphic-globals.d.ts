/**
 * The few Web APIs that browsers and Node (18 and later) both provide as globals. shared/ compiles
 * against the standard library alone, so it may use these and nothing else outside ECMAScript.
 */
declare global {
  interface TextEncoder {
    encode(input?: string): Uint8Array;
  }
  var TextEncoder: { new (): TextEncoder };

  interface TextDecoder {
    decode(input?: ArrayBufferView | ArrayBuffer): string;
  }
  var TextDecoder: { new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }): TextDecoder };

  interface Crypto {
    getRandomValues<T extends ArrayBufferView | null>(array: T): T;
  }
  var crypto: Crypto;
}

export {};
