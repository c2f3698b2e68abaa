import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptRequest, encryptRequest, type EncryptedRequest } from './envelope';
import { rsaEncryptKey } from './rsa';
import { KEY_ALPHABET } from './sessionKey';
import { nodeRsaKey, type NodeRsaKey } from './fixtures/nodeRsaKey';

/** The headers and body as a server receives them. */
function asReceived(request: EncryptedRequest) {
  return {
    encryption: request.headers.Encryption,
    digest: request.headers['X-Digest'],
    rsa: request.headers['X-RSA'],
    body: request.body,
  };
}

const FIXED_SESSION_KEY = 'q7TkWm2ZaPaZ5ceG';
const failed = expect.objectContaining({ name: 'CryptoError', code: 'decrypt_failed' });
const bodyRequired = expect.objectContaining({ name: 'CryptoError', code: 'request_body_required' });

describe('encrypted requests', () => {
  let key: NodeRsaKey;
  beforeAll(() => {
    key = nodeRsaKey();
  });

  it('round-trip objects with Unicode, string payloads and empty objects', () => {
    const payloads: unknown[] = [
      { username: 'juan.dela.cruz', password: 'Pässwörd-₱100 🎲', remember: true, nested: { list: [1, 2.5, null] } },
      'plain string payload',
      {},
    ];
    for (const payload of payloads) {
      const request = encryptRequest(payload, key.modulusHex);
      expect(decryptRequest(asReceived(request), key)).toEqual(payload);
    }
  });

  it('build the v2 shape: body {value}, X-Digest equal to it, X-RSA the modulus', () => {
    const request = encryptRequest({ a: 1 }, `"${key.modulusHex}"`);
    expect(request.sessionKey).toHaveLength(16);
    expect([...request.sessionKey].every((char) => KEY_ALPHABET.includes(char))).toBe(true);
    expect(request.headers['X-Digest']).toBe(request.body.value);
    expect(request.headers['X-RSA']).toBe(key.modulusHex);
    expect(request.headers.Encryption).toMatch(/^[0-9a-f]+$/);
    expect(Object.keys(request.body)).toEqual(['value']);
  });

  it('can be opened with OpenSSL alone (independent of our RSA and of crypto-js)', () => {
    const payload = { mobile: '09170000000', amount: '1,000.00', note: 'salamat ✓' };
    const request = encryptRequest(payload, key.modulusHex);
    const rsaBlock = Buffer.from(request.headers.Encryption.padStart(256, '0'), 'hex');
    const keyBytes = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, rsaBlock);
    const sessionKey = keyBytes.subarray(128 - 16).toString('latin1');
    expect(sessionKey).toBe(request.sessionKey);
    const key8 = Buffer.from(sessionKey).subarray(0, 8);
    const decipher = createDecipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
    const json = Buffer.concat([decipher.update(request.body.value, 'base64'), decipher.final()]).toString('utf8');
    expect(JSON.parse(json)).toEqual(payload);
  });

  it('accept the v1 form: the Base64 text as the whole body, Encryption header only', () => {
    const request = encryptRequest({ username: 'demo' }, key.modulusHex);
    expect(decryptRequest({ encryption: request.headers.Encryption, body: request.body.value }, key)).toEqual({
      username: 'demo',
    });
  });

  it('use the given session key and return text that is not JSON as it is', () => {
    const request = encryptRequest('not { json', key.modulusHex, FIXED_SESSION_KEY);
    expect(request.sessionKey).toBe(FIXED_SESSION_KEY);
    expect(decryptRequest(asReceived(request), key)).toBe('not { json');
  });

  it('refuse a missing Encryption header or a missing ciphertext', () => {
    const request = asReceived(encryptRequest({ a: 1 }, key.modulusHex, FIXED_SESSION_KEY));
    const cases = [
      { ...request, encryption: undefined },
      { ...request, encryption: '  ' },
      { ...request, body: undefined },
      { ...request, body: null },
      { ...request, body: {} },
      { ...request, body: { value: '' } },
      { ...request, body: { value: 42 } },
      { ...request, body: [request.body.value] },
      { encryption: request.encryption, body: { username: 'x' } },
      { body: { username: 'x' } },
    ];
    for (const input of cases) expect(() => decryptRequest(input, key), JSON.stringify(input)).toThrow(bodyRequired);
  });

  it('refuse a tampered ciphertext', () => {
    const request = asReceived(encryptRequest({ username: 'demo', password: 'Secret123' }, key.modulusHex, FIXED_SESSION_KEY));
    const value = request.body.value;
    const last = value.length - 3;
    const tampered = `${value.slice(0, last)}${value[last] === 'A' ? 'B' : 'A'}${value.slice(last + 1)}`;
    expect(() => decryptRequest({ ...request, digest: tampered, body: { value: tampered } }, key)).toThrow(failed);
    expect(() => decryptRequest({ encryption: request.encryption, body: tampered }, key)).toThrow(failed);
  });

  it('refuse a wrong Encryption header', () => {
    const request = asReceived(encryptRequest({ username: 'demo' }, key.modulusHex, FIXED_SESSION_KEY));
    const otherSessionKey = rsaEncryptKey('ZZZZZZZZZZZZZZZZ', key.modulusHex);
    const foreign = rsaEncryptKey(FIXED_SESSION_KEY, nodeRsaKey().modulusHex);
    for (const encryption of [otherSessionKey, foreign, 'zz', `${request.encryption}0`]) {
      expect(() => decryptRequest({ ...request, encryption }, key), encryption).toThrow(failed);
    }
  });

  it('refuse an X-Digest that differs from the body', () => {
    const request = asReceived(encryptRequest({ username: 'demo' }, key.modulusHex, FIXED_SESSION_KEY));
    const other = encryptRequest({ username: 'other' }, key.modulusHex, FIXED_SESSION_KEY).body.value;
    expect(() => decryptRequest({ ...request, digest: other }, key)).toThrow(failed);
    expect(() => decryptRequest({ ...request, digest: '' }, key)).toThrow(failed);
  });

  it('refuse a foreign X-RSA and accept ours in any case', () => {
    const request = asReceived(encryptRequest({ username: 'demo' }, key.modulusHex, FIXED_SESSION_KEY));
    expect(() => decryptRequest({ ...request, rsa: nodeRsaKey().modulusHex }, key)).toThrow(failed);
    expect(() => decryptRequest({ ...request, rsa: 'not hex' }, key)).toThrow(failed);
    expect(decryptRequest({ ...request, rsa: key.modulusHex.toUpperCase() }, key)).toEqual({ username: 'demo' });
  });

  it('refuse session keys and payloads that cannot be sent', () => {
    for (const sessionKey of ['short', 'sixteen chars\u0001!!']) {
      expect(() => encryptRequest({}, key.modulusHex, sessionKey)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    }
    expect(() => encryptRequest(undefined, key.modulusHex)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => encryptRequest({}, 'not a modulus')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
