export { CryptoError, type CryptoErrorCode } from './errors';
export { RSA_EXPONENT, modPow, parseModulusHex, rsaEncryptKey, rsaDecryptKey, type RsaPrivateKey } from './rsa';
export { desEncrypt, desDecrypt } from './des';
export { KEY_ALPHABET, randomSessionKey, isUsableSessionKey } from './sessionKey';
export {
  encryptRequest,
  decryptRequest,
  encryptKeyOnly,
  decryptKeyOnly,
  type EncryptedRequest,
  type EncryptedRequestInput,
} from './envelope';
export { decryptServicePath, encryptServicePath } from './servicePath';
export { POW_DEFAULT_DIFFICULTY, POW_MAX_DIFFICULTY, powLeadingZeroBits, solvePow, verifyPow } from './pow';
