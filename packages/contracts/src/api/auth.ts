import { z } from 'zod'
import { Email, Password, RawText, Text } from '../primitives.ts'

/** POST login (spec §7). */
export const LoginBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(Email),
  password: z.string().min(1).max(255),
  remember: z.boolean().optional().default(false),
})
export type LoginBody = z.input<typeof LoginBody>
export const LoginResponse = z.object({ success: z.literal(true) })

const NewPassword = z
  .object({ password: Password, password_confirmation: z.string().max(255) })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_mismatch',
  })

/** POST register. */
export const RegisterBody = z
  .strictObject({
    name: Text(120).pipe(z.string().min(1)),
    email: z.string().trim().toLowerCase().pipe(Email),
    password: Password,
    password_confirmation: z.string().max(255),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_mismatch',
  })
export type RegisterBody = z.input<typeof RegisterBody>

/** POST email/verify: the token from the verification mail. */
export const VerifyEmailBody = z.strictObject({ token: RawText(200).pipe(z.string().min(1)) })
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>

/** POST forgot-password. Always answers the same, whether the address exists or not. */
export const ForgotPasswordBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(Email),
})
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>

/** POST reset-password. */
export const ResetPasswordBody = z
  .strictObject({
    token: RawText(200).pipe(z.string().min(1)),
    email: z.string().trim().toLowerCase().pipe(Email),
    password: Password,
    password_confirmation: z.string().max(255),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_mismatch',
  })
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>

/** PATCH user: profile of the signed-in user (/backend/user/edit). */
export const UpdateUserBody = z.strictObject({
  name: Text(120).pipe(z.string().min(1)).optional(),
  email: z.string().trim().toLowerCase().pipe(Email).optional(),
})
export type UpdateUserBody = z.input<typeof UpdateUserBody>

/** PUT user/password. */
export const UpdatePasswordBody = z
  .strictObject({
    current_password: z.string().min(1).max(255),
    password: Password,
    password_confirmation: z.string().max(255),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_mismatch',
  })
export type UpdatePasswordBody = z.input<typeof UpdatePasswordBody>

export { NewPassword }

export const StatusResponse = z.object({ status: z.string() })
export type StatusResponse = z.infer<typeof StatusResponse>
