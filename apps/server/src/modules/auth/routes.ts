import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  StatusResponse,
  UpdatePasswordBody,
  UpdateUserBody,
  User,
  VerifyEmailBody,
} from '@sitewerk/contracts'
import { writeSessionCookies } from '../../plugins/session.ts'
import type { AuthService } from './service.ts'

export interface AuthRoutesOptions {
  auth: AuthService
  secureCookies: boolean
}

/** Accounts under /api (spec §7 login, logout, user; the rest for /register and /backend/user). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, secureCookies } = opts

  app.post(
    '/login',
    {
      config: { access: 'guest', testUser: 'refused' },
      schema: { body: LoginBody, response: { 200: LoginResponse } },
    },
    async (req, reply) => {
      const session = await auth.login({
        ctx: req.ctx,
        sessionToken: req.session?.token,
        body: req.body,
      })
      writeSessionCookies(reply, session, secureCookies)
      return { success: true as const }
    },
  )

  // spec §7 names GET logout; POST is there for clients that treat it as the state change it is.
  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    const guest = await auth.logout({ sessionToken: req.session?.token })
    writeSessionCookies(reply, guest, secureCookies)
    return reply.status(204).send()
  }
  // Logging out ends a test user first, with its audit entry (decision 033).
  app.get('/logout', { config: { access: 'guest', csrf: true, testUser: 'ends' } }, logout)
  app.post('/logout', { config: { access: 'guest', testUser: 'ends' } }, logout)

  app.post(
    '/register',
    {
      config: { access: 'guest', testUser: 'refused' },
      schema: { body: RegisterBody, response: { 201: User } },
    },
    async (req, reply) => {
      const { user, session } = await auth.register({
        ctx: req.ctx,
        sessionToken: req.session?.token,
        body: req.body,
      })
      writeSessionCookies(reply, session, secureCookies)
      return reply.status(201).send(user)
    },
  )

  app.get('/user', { config: { access: 'user' }, schema: { response: { 200: User } } }, (req) =>
    auth.currentUser({ ctx: req.ctx }),
  )

  // The person's own account stays theirs while a superuser looks through a test user (decision 033).
  app.patch(
    '/user',
    {
      config: { access: 'user', testUser: 'refused' },
      schema: { body: UpdateUserBody, response: { 200: User } },
    },
    (req) => auth.updateProfile({ ctx: req.ctx, changes: req.body }),
  )

  app.put(
    '/user/password',
    { config: { access: 'user', testUser: 'refused' }, schema: { body: UpdatePasswordBody } },
    async (req, reply) => {
      await auth.updatePassword({ ctx: req.ctx, sessionToken: req.session?.token, body: req.body })
      return reply.status(204).send()
    },
  )

  app.post(
    '/email/verify',
    {
      config: { access: 'guest', testUser: 'refused' },
      schema: { body: VerifyEmailBody, response: { 200: User } },
    },
    (req) => auth.verifyEmail({ ctx: req.ctx, token: req.body.token }),
  )

  app.post(
    '/email/verification-notification',
    {
      config: { access: 'user', testUser: 'refused' },
      schema: { response: { 200: StatusResponse, 202: StatusResponse } },
    },
    async (req, reply) => {
      const sent = await auth.resendVerification({ ctx: req.ctx })
      if (!sent) return reply.status(200).send({ status: 'already-verified' })
      return reply.status(202).send({ status: 'verification-link-sent' })
    },
  )

  app.post(
    '/forgot-password',
    {
      config: { access: 'guest', testUser: 'refused' },
      schema: { body: ForgotPasswordBody, response: { 202: StatusResponse } },
    },
    async (req, reply) => {
      await auth.forgotPassword({ ctx: req.ctx, email: req.body.email })
      return reply.status(202).send({ status: 'reset-link-sent' })
    },
  )

  app.post(
    '/reset-password',
    {
      config: { access: 'guest', testUser: 'refused' },
      schema: { body: ResetPasswordBody, response: { 200: StatusResponse } },
    },
    async (req) => {
      await auth.resetPassword({ ctx: req.ctx, sessionToken: req.session?.token, body: req.body })
      return { status: 'password-reset' }
    },
  )
}
