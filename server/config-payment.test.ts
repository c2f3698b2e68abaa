import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the payment provider settings', () => {
  it('put the provider on the port after the sandbox, reached on localhost, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ paymentPort: 3101, paymentPublicUrl: 'http://localhost:3101' });
    expect(loadConfig({ SANDBOX_PORT: '4100' })).toMatchObject({ paymentPort: 4101, paymentPublicUrl: 'http://localhost:4101' });
    expect(loadConfig({ PAYMENT_PORT: '3900', PAYMENT_PUBLIC_URL: 'https://pay.example/' })).toMatchObject({
      paymentPort: 3900,
      paymentPublicUrl: 'https://pay.example',
    });
  });

  it('refuses a port shared with the sandbox or the gateway, and an address that is not http(s)', () => {
    expect(problemsOf({ PAYMENT_PORT: '3100' })).toContain('PAYMENT_PORT must differ from SANDBOX_PORT (both 3100)');
    expect(problemsOf({ PAYMENT_PORT: '3000' })).toContain('PAYMENT_PORT must differ from PORT (both 3000)');
    expect(problemsOf({ PAYMENT_PORT: 'x' })[0]).toMatch(/^PAYMENT_PORT must be a port number/);
    expect(problemsOf({ PAYMENT_PUBLIC_URL: 'ftp://pay' })).toContain('PAYMENT_PUBLIC_URL must be an http(s) URL (got "ftp://pay")');
  });
});
