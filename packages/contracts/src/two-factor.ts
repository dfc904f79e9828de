import { z } from 'zod';

import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

export * from './two-factor-messages';

const code = z
  .string({ error: 'Please provide the code!' })
  .trim()
  .min(1, 'Please provide the code!')
  .max(20, TWO_FACTOR_MESSAGES.invalidCode);

const password = z.string({ error: 'Please provide password!' }).min(1, 'Please provide password!').max(200);

export const TwoFactorCodeBody = z.object({ code });
export const TwoFactorPasswordBody = z.object({ password });
export const TwoFactorSigninBody = z.object({
  challenge: z.string({ error: TWO_FACTOR_MESSAGES.challengeExpired }).min(1).max(1000),
  code,
});
export type TTwoFactorSigninBody = z.input<typeof TwoFactorSigninBody>;

export const TwoFactorRequirementBody = z.object({
  require_two_factor: z.boolean({ error: 'Please choose whether two-factor sign-in is required!' }),
});

export interface TTwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

export interface TTwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

export interface TTwoFactorRecoveryCodes {
  message: string;
  recovery_codes: string[];
}

/** The first step of signing in when the account has two-factor on: no session yet. */
export interface TTwoFactorChallenge {
  message: string;
  two_factor_required: true;
  challenge: string;
}
