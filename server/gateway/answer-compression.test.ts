import { describe, expect, it } from 'vitest';
import {
  COMPRESS_MIN_BYTES,
  isTextType,
  variesWithEncoding,
  varyWithAcceptEncoding,
  weakenedEtag,
  type AnswerShape,
} from './answer-compression';

const large: AnswerShape = {
  method: 'GET',
  statusCode: 200,
  contentType: 'application/json;charset=UTF-8',
  contentEncoding: undefined,
  cacheControl: undefined,
  length: COMPRESS_MIN_BYTES,
};

describe('isTextType', () => {
  it('takes JSON, text, JavaScript, XML and SVG', () => {
    for (const type of [
      'application/json',
      'application/json;charset=UTF-8',
      'application/problem+json',
      'text/plain; charset=utf-8',
      'text/html',
      'text/css',
      'text/javascript',
      'application/javascript',
      'application/xml',
      'image/svg+xml',
    ]) {
      expect(isTextType(type), type).toBe(true);
    }
  });

  it('leaves out binary types, event streams and a missing type', () => {
    for (const type of [
      'image/png',
      'application/octet-stream',
      'application/zip',
      'text/event-stream',
      'application/jsonx',
      '',
      undefined,
    ]) {
      expect(isTextType(type), String(type)).toBe(false);
    }
  });
});

describe('variesWithEncoding', () => {
  it('is true for a text body of the threshold or more, or of a length not known yet', () => {
    expect(variesWithEncoding(large)).toBe(true);
    expect(variesWithEncoding({ ...large, length: null })).toBe(true);
    expect(variesWithEncoding({ ...large, contentEncoding: 'identity' })).toBe(true);
  });

  it('is false below the threshold, for bodyless and partial answers, encoded, no-transform and binary ones', () => {
    expect(variesWithEncoding({ ...large, length: COMPRESS_MIN_BYTES - 1 })).toBe(false);
    expect(variesWithEncoding({ ...large, method: 'HEAD' })).toBe(false);
    for (const statusCode of [101, 204, 206, 304]) expect(variesWithEncoding({ ...large, statusCode }), String(statusCode)).toBe(false);
    expect(variesWithEncoding({ ...large, contentEncoding: 'gzip' })).toBe(false);
    expect(variesWithEncoding({ ...large, cacheControl: 'private, No-Transform' })).toBe(false);
    expect(variesWithEncoding({ ...large, contentType: 'image/png' })).toBe(false);
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding to what the answer varies with, once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithAcceptEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
    expect(varyWithAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});

describe('weakenedEtag', () => {
  it('makes a strong entity tag weak and leaves a weak one', () => {
    expect(weakenedEtag('"abc"')).toBe('W/"abc"');
    expect(weakenedEtag('W/"abc"')).toBe('W/"abc"');
    expect(weakenedEtag(undefined)).toBeUndefined();
  });
});
