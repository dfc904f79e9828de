import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for `secret` (spaces allowed, as the screen groups it) at `step`. */
export function codeForStep(secret: string, step: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: step * PERIOD_MS });
}

export const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

/**
 * A code the server has not seen yet: it accepts each time step's code once and a step either side
 * of now, so after `lastUsed` take the next step within reach, waiting for the clock when needed.
 */
export async function freshCode(secret: string, lastUsed: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const step = Math.max(currentStep(), lastUsed + 1);
    if (step <= currentStep() + 1) return { code: codeForStep(secret, step), step };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Reads the setup key the enrolment screen shows. */
export async function readSetupKey(page: Page): Promise<string> {
  const key = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  return key.replace(/\s/g, '');
}

/** Confirms the enrolment on screen with the first code and keeps the recovery codes. */
export async function confirmEnrolment(
  page: Page,
  secret: string,
): Promise<{ step: number; recoveryCodes: string[] }> {
  const step = currentStep();
  await page.getByLabel('Code from the app').fill(codeForStep(secret, step));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { step, recoveryCodes };
}

interface OperatorSecondFactor {
  secret: string;
  lastStep: number;
}

/** The shared server's operator enrols once per run; its secret is kept beside the server's data. */
function operatorFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright config (global setup)');
  return path.join(dir, 'e2e-operator-two-factor.json');
}

/**
 * Signs the operator in on the operator's screen as a person would: the first time ever it leads to
 * the two-factor set-up the role requires; every later time it asks for a code.
 */
export async function signInOperatorThroughUi(page: Page, operator: { email: string; password: string }) {
  await page.goto('/superadmin');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const file = operatorFile();
  if (!existsSync(file)) {
    await expect(page).toHaveURL(/\/superadmin\/two-factor-setup$/);
    const secret = await readSetupKey(page);
    const { step } = await confirmEnrolment(page, secret);
    writeFileSync(file, JSON.stringify({ secret, lastStep: step } satisfies OperatorSecondFactor));
  } else {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as OperatorSecondFactor;
    const { code, step } = await freshCode(saved.secret, saved.lastStep);
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    writeFileSync(file, JSON.stringify({ ...saved, lastStep: step }));
  }
  await expect(page).toHaveURL(/\/superadmin\/dashboard\/home$/);
}
