import { describe, expect, it } from 'vitest';
import { send, signUpUser, useTestApp, type TestContext } from '../../test/test-app';

const limits = { LOGIN_FAILURES_PER_EMAIL_AND_CLIENT: '2', LOGIN_FAILURES_PER_EMAIL: '100', SIGNUPS_PER_CLIENT: '1000' };

/** A failed login sent through a proxy at 127.0.0.1 that names the client in X-Forwarded-For. */
const guessFrom = (context: TestContext, email: string, forwardedFor: string) =>
  send(context.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password' },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** The statuses of two guesses from one forwarded address, then one from another. */
async function guessesFromTwoAddresses(context: TestContext): Promise<number[]> {
  const { email } = await signUpUser(context.app);
  const statuses: number[] = [];
  for (const forwardedFor of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
    statuses.push((await guessFrom(context, email, forwardedFor)).statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY naming the proxy', () => {
  const context = useTestApp({ ...limits, TRUST_PROXY: '127.0.0.1' });

  it('counts requests with different X-Forwarded-For addresses as different clients', async () => {
    expect(await guessesFromTwoAddresses(context)).toEqual([401, 401, 429, 401]);
  });
});

describe('TRUST_PROXY naming other proxies', () => {
  const context = useTestApp({ ...limits, TRUST_PROXY: '10.0.0.0/8' });

  it('ignores X-Forwarded-For from a sender that is not one of them', async () => {
    expect(await guessesFromTwoAddresses(context)).toEqual([401, 401, 429, 429]);
  });
});

describe('without TRUST_PROXY', () => {
  const context = useTestApp(limits);

  it('counts every request from one proxy as one client, whatever X-Forwarded-For says', async () => {
    expect(await guessesFromTwoAddresses(context)).toEqual([401, 401, 429, 429]);
  });
});
