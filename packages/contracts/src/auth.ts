import { z } from 'zod';
import { emailAddress, requiredText } from './common';

export const SigninBody = z.object({
  username: requiredText('Please provide username!', 254),
  password: z.string({ error: 'Please provide password!' }).min(1, 'Please provide password!').max(200),
});
export type TSigninBody = z.input<typeof SigninBody>;

export const SignupBody = z.object({
  biz_name: requiredText('Please provide business name!', 120),
  username: emailAddress('Please provide email!', 'Please provide valid email!'),
  password: z
    .string({ error: 'Please provide password!' })
    .min(1, 'Please provide password!')
    .min(8, 'Password must be at least 8 characters!')
    .max(200, 'Password is too long!'),
});
export type TSignupBody = z.input<typeof SignupBody>;

export const ForgotPasswordBody = z.object({
  username: requiredText('Please provide username!', 254),
});

export const ResetPasswordParams = z.object({
  token: z.string().min(10, 'Invalid request!').max(200, 'Invalid request!'),
});

export const ResetPasswordBody = z.object({
  password: z
    .string({ error: 'Please provide new password!' })
    .min(1, 'Please provide new password!')
    .min(8, 'Password must be at least 8 characters!')
    .max(200, 'Password is too long!'),
});

/** A signed-in user changing their own password; the other sessions end, this one stays. */
export const ChangePasswordBody = z.object({
  current_password: z
    .string({ error: 'Please provide your current password!' })
    .min(1, 'Please provide your current password!')
    .max(200),
  new_password: z
    .string({ error: 'Please provide new password!' })
    .min(1, 'Please provide new password!')
    .min(8, 'Password must be at least 8 characters!')
    .max(200, 'Password is too long!'),
});
export type TChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const SessionUser = z.object({
  name: z.string(),
  username: z.string(),
  role: z.string(),
  scope: z.string(),
  designation: z.string().nullable(),
  photo: z.string().nullable(),
  tenantId: z.number().nullable(),
  /** Switched to by a till PIN: the back office stays closed until a password sign-in. */
  viaPin: z.boolean().optional(),
});
export type TSessionUser = z.infer<typeof SessionUser>;

export const SigninResponse = z.object({
  message: z.string(),
  user: SessionUser,
  /** Signed in, but the store (or the operator role) requires two-factor sign-in not yet set up. */
  two_factor_setup_required: z.boolean().optional(),
});
export type TSigninResponse = z.infer<typeof SigninResponse>;

export const Device = z.object({
  device_id: z.string(),
  device_ip: z.string(),
  device_name: z.string(),
  device_location: z.string().nullable(),
  created_at: z.string(),
  isMyDevice: z.boolean(),
});
export type TDevice = z.infer<typeof Device>;

export const DevicesResponse = z.object({ devices: z.array(Device) });

export const RemoveDeviceBody = z.object({
  device_id: z.uuid({ error: 'Invalid request!' }),
});
