import { Secret, TOTP } from 'otpauth';
import type { AppInstance } from '../app-instance';
import type { Database } from '../db/client';
import type { TestClient, TestResponse } from './http-client';

/** A code as an authenticator app shows it, `steps` periods of 30 s from now. */
export function authenticatorCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Sets up two-factor sign-in for the signed-in client (prefix /auth or /superadmin). */
export async function enrolTwoFactor(client: TestClient, prefix: '/auth' | '/superadmin') {
  const setup = await client.post(`${prefix}/two-factor/setup`);
  if (setup.status !== 200)
    throw new Error(`two-factor setup: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret: string = setup.body.secret;
  const enable = await client.post(`${prefix}/two-factor/enable`, { code: authenticatorCode(secret) });
  if (enable.status !== 200)
    throw new Error(`two-factor enable: ${enable.status} ${JSON.stringify(enable.body)}`);
  return { secret, recoveryCodes: enable.body.recovery_codes as string[] };
}

/** The recovery codes the tests hold for each operator, per database. */
const operatorCodes = new WeakMap<Database, Map<string, string[]>>();

/**
 * Signs an operator in as a person would: the first sign-in sets up the second factor the role
 * requires; later ones answer the challenge with a recovery code (a TOTP code is accepted once per
 * 30 s, and tests sign in more often than that), renewing the codes before they run out.
 */
export async function signInOperatorClient(
  app: AppInstance,
  client: TestClient,
  account: { username: string; password: string },
): Promise<TestResponse> {
  const first = await client.post('/superadmin/signin', account);
  if (first.status !== 200) return first;
  const byOperator = operatorCodes.get(app.deps.database) ?? new Map<string, string[]>();
  operatorCodes.set(app.deps.database, byOperator);
  const key = account.username.toLowerCase();
  if (first.body.two_factor_setup_required) {
    byOperator.set(key, (await enrolTwoFactor(client, '/superadmin')).recoveryCodes);
    return first;
  }
  if (!first.body.two_factor_required) return first;
  const codes = byOperator.get(key);
  const code = codes?.shift();
  if (!codes || !code) throw new Error(`no recovery code left for operator ${account.username}`);
  const second = await client.post('/superadmin/signin/two-factor', {
    challenge: first.body.challenge,
    code,
  });
  if (second.status === 200 && codes.length < 3) {
    const renewed = await client.post('/superadmin/two-factor/recovery-codes', {
      password: account.password,
    });
    if (renewed.status !== 200) throw new Error(`renew recovery codes: ${JSON.stringify(renewed.body)}`);
    byOperator.set(key, renewed.body.recovery_codes);
  }
  return second;
}
