import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/** One API call as the SDK sent it: form fields decoded into an object. */
export interface StripeRequest {
  method: string
  path: string
  body: Record<string, unknown>
  idempotencyKey: string | null
}

type StripeObject = Record<string, unknown> & { id: string }
interface Answer {
  status: number
  body: unknown
}

/** Decodes the SDK's form body (`a[b][0]=c`) into nested objects and arrays. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter(Boolean)
    let node: Record<string, unknown> = root
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value
      else {
        const next = /^\d+$/.test(parts[i + 1]!) ? [] : {}
        node[part] ??= next
        node = node[part] as Record<string, unknown>
      }
    })
  }
  return root
}

/**
 * A small Stripe-shaped API on a loopback port (issue #16 scope 6): exactly the calls the server
 * makes, with Stripe's request and response shapes, so the real SDK talks to it through its
 * `host`/`port`/`protocol` options and no test reaches the internet. It records every request,
 * answers a repeated Idempotency-Key with the first answer (Stripe's rule), declines charges on
 * the methods a test asks it to, and plays Stripe.js's part with `confirmSetupIntent`.
 */
export async function startStripeServer() {
  const requests: StripeRequest[] = []
  const objects = new Map<string, StripeObject>()
  const answered = new Map<string, { fingerprint: string; answer: Answer }>()
  const declining = new Set<string>()
  let unavailable = false
  let counter = 0
  const newId = (prefix: string) => `${prefix}_test${String(++counter).padStart(6, '0')}`

  const error = (status: number, fields: Record<string, unknown>): Answer => ({
    status,
    body: { error: fields },
  })
  const missing = (id: string) =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such object: '${id}'`,
    })
  const find = (id: string, object: string) => {
    const found = objects.get(id)
    return found?.object === object ? found : null
  }
  const save = (object: StripeObject) => (objects.set(object.id, object), object)

  function charge(intent: StripeObject): Answer {
    const method = objects.get(intent.payment_method as string)
    if (!method || method.customer !== intent.customer)
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${String(intent.payment_method)}'`,
        param: 'payment_method',
      })
    if (declining.has(method.id)) {
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }
      save(
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError }),
      )
      return error(402, { ...lastError, payment_intent: intent })
    }
    const status = method.type === 'sepa_debit' ? 'processing' : 'succeeded'
    return { status: 200, body: save(Object.assign(intent, { status, last_payment_error: null })) }
  }

  function route(method: string, path: string, body: Record<string, unknown>): Answer {
    const [, version, resource, id, action] = path.split('/')
    if (version !== 'v1') return missing(path)
    if (method === 'POST' && resource === 'customers' && !id)
      return {
        status: 200,
        body: save({
          id: newId('cus'),
          object: 'customer',
          name: body.name ?? null,
          metadata: body.metadata ?? {},
          invoice_settings: { default_payment_method: null },
        }),
      }
    if (method === 'POST' && resource === 'customers' && id) {
      const customer = find(id, 'customer')
      if (!customer) return missing(id)
      const settings = body.invoice_settings as Record<string, unknown> | undefined
      if (settings?.default_payment_method !== undefined)
        customer.invoice_settings = { default_payment_method: settings.default_payment_method }
      return { status: 200, body: customer }
    }
    if (method === 'POST' && resource === 'setup_intents' && !id) {
      if (!find(String(body.customer), 'customer')) return missing(String(body.customer))
      const intentId = newId('seti')
      return {
        status: 200,
        body: save({
          id: intentId,
          object: 'setup_intent',
          client_secret: `${intentId}_secret_${counter}`,
          status: 'requires_payment_method',
          customer: body.customer,
          payment_method: null,
          allowed_payment_method_types: body.allowed_payment_method_types ?? ['card'],
          usage: body.usage ?? 'off_session',
          metadata: body.metadata ?? {},
        }),
      }
    }
    if (method === 'GET' && resource === 'setup_intents' && id) {
      const intent = find(id, 'setup_intent')
      return intent ? { status: 200, body: intent } : missing(id)
    }
    if (method === 'GET' && resource === 'payment_methods' && id) {
      const paymentMethod = find(id, 'payment_method')
      return paymentMethod ? { status: 200, body: paymentMethod } : missing(id)
    }
    if (method === 'POST' && resource === 'payment_methods' && id && action === 'detach') {
      const paymentMethod = find(id, 'payment_method')
      if (!paymentMethod?.customer) return missing(id)
      return { status: 200, body: save(Object.assign(paymentMethod, { customer: null })) }
    }
    if (method === 'POST' && resource === 'payment_intents' && !id) {
      const intent: StripeObject = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer,
        payment_method: body.payment_method,
        allowed_payment_method_types: body.allowed_payment_method_types,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        status: 'requires_confirmation',
        last_payment_error: null,
      }
      save(intent)
      return body.confirm === 'true' ? charge(intent) : { status: 200, body: intent }
    }
    if (method === 'POST' && resource === 'payment_intents' && id && action === 'confirm') {
      const intent = find(id, 'payment_intent')
      if (!intent) return missing(id)
      if (intent.status === 'succeeded')
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'This PaymentIntent has already succeeded.',
        })
      if (body.payment_method) intent.payment_method = body.payment_method
      return charge(intent)
    }
    return missing(path)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString()
    const url = new URL(req.url ?? '/', 'http://stripe.local')
    const method = req.method ?? 'GET'
    const body = decodeForm(method === 'GET' ? url.search.slice(1) : raw)
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ method, path: url.pathname, body, idempotencyKey: key })

    let answer: Answer
    const fingerprint = `${method} ${url.pathname} ${raw}`
    const earlier = key && method === 'POST' ? answered.get(key) : undefined
    if (unavailable) answer = error(503, { type: 'api_error', message: 'Service unavailable.' })
    else if (earlier && earlier.fingerprint !== fingerprint)
      answer = error(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters.`,
      })
    else if (earlier) answer = earlier.answer
    else {
      const auth = req.headers.authorization ?? ''
      answer = auth.startsWith('Bearer sk_')
        ? route(method, url.pathname, body)
        : error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' })
      // A copy: later changes to the object do not change the remembered answer.
      if (key && method === 'POST' && answer.status < 500)
        answered.set(key, { fingerprint, answer: structuredClone(answer) })
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${counter}`,
      ...(earlier ? { 'idempotent-replayed': 'true' } : {}),
      // Tell the SDK not to retry what a retry cannot mend (as Stripe does).
      'stripe-should-retry': answer.status >= 500 ? 'true' : 'false',
    })
    res.end(JSON.stringify(answer.body))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    requests,
    /** Environment that points the server's Stripe client here, with test keys. */
    env: {
      STRIPE_SECRET_KEY: 'sk_test_sitewerk',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_sitewerk',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    object: (id: string) => objects.get(id),
    /** The objects of one kind ('payment_intent', 'customer' …) the server holds. */
    objectsOf: (kind: string) => [...objects.values()].filter((o) => o.object === kind),
    /** What Stripe.js does when the person confirms the form: a method, attached, the intent succeeded. */
    confirmSetupIntent(
      setupIntentId: string,
      { type = 'card', decline = false }: { type?: 'card' | 'sepa_debit'; decline?: boolean } = {},
    ) {
      const intent = find(setupIntentId, 'setup_intent')
      if (!intent) throw new Error(`no setup intent ${setupIntentId}`)
      const details =
        type === 'card'
          ? {
              card: {
                brand: 'visa',
                last4: decline ? '0341' : '4242',
                exp_month: 12,
                exp_year: 2034,
              },
            }
          : { sepa_debit: { last4: '3000', bank_code: '37040044', country: 'DE' } }
      const method = save({
        id: newId('pm'),
        object: 'payment_method',
        type,
        customer: intent.customer,
        ...details,
      })
      if (decline) declining.add(method.id)
      save(Object.assign(intent, { status: 'succeeded', payment_method: method.id }))
      return { setupIntent: intent, paymentMethodId: method.id }
    },
    /** Charges on this method are declined from now on (or accepted again). */
    decline(paymentMethodId: string, declines = true) {
      if (declines) declining.add(paymentMethodId)
      else declining.delete(paymentMethodId)
    },
    /** Every request is answered 503 (Stripe down) until set back. */
    setUnavailable(value: boolean) {
      unavailable = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeTestServer = Awaited<ReturnType<typeof startStripeServer>>

const WEBHOOK_SECRET = 'whsec_sitewerk_test'

/** A Stripe event as Stripe sends it, with the header the SDK's own test helper signs it with. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  {
    id = `evt_${Math.random().toString(36).slice(2)}`,
    created = Math.floor(Date.now() / 1000),
  } = {},
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created,
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })
  return { id, payload, signature }
}
