import { createHmac } from 'node:crypto'
import dns, { type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import type { Clock } from '../../lib/clock.ts'
import { PermanentJobError } from '../../lib/job-queue.ts'

/** How long one webhook call may take, connection to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** How long saving a form waits for its webhook's name to resolve. */
export const WEBHOOK_LOOKUP_TIMEOUT_MS = 3_000

/** Addresses a webhook never reaches: this machine, the private networks, link-local, multicast. */
const PRIVATE = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  // IPv4-compatible addresses (::127.0.0.1 is ::7f00:1), with :: and ::1 among them
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return PRIVATE.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/**
 * Why saving a form refuses its webhook's address: `private` when its host is or resolves to a
 * private address, `unresolved` when its name does not exist, `lookup_failed` when the resolver
 * gave no answer within `timeoutMs` or failed. Null: it may be saved (the send checks again).
 */
export type WebhookAddressProblem = 'private' | 'unresolved' | 'lookup_failed'

type Lookup = (host: string, options: { all: true }) => Promise<LookupAddress[]>

export async function webhookAddressProblem(
  url: string,
  {
    lookup = dns.promises.lookup,
    timeoutMs = WEBHOOK_LOOKUP_TIMEOUT_MS,
  }: { lookup?: Lookup; timeoutMs?: number } = {},
): Promise<WebhookAddressProblem | null> {
  // A name with its final dot is the same name (LOCALHOST. is localhost).
  const host = hostOf(new URL(url)).replace(/\.$/, '')
  if (isIP(host)) return isPrivateAddress(host) ? 'private' : null
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private'
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs)
  })
  try {
    const addresses = await Promise.race([lookup(host, { all: true }), late])
    return addresses.some((a) => isPrivateAddress(a.address)) ? 'private' : null
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'unresolved' : 'lookup_failed'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Resolves like the system does, then refuses private addresses. Used as the socket's own lookup,
 * so the address checked is the address connected to (no second, rebinding lookup).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
    if (err) return callback(err, '', 0)
    const refused = found.find((a) => isPrivateAddress(a.address))
    if (refused)
      return callback(
        Object.assign(new Error(`${hostname} resolves to the private address ${refused.address}`), {
          code: 'EPRIVATE',
        }),
        '',
        0,
      )
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, found)
    return callback(null, found[0]!.address, found[0]!.family)
  })
}

export interface WebhookCall {
  url: string
  secret: string
  /** The JSON body, exactly as signed. */
  body: string
}

/** `sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`, what the receiver recomputes. */
export function webhookSignature(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** Posts signed webhook calls; any answer but 2xx, a timeout or a refused address is thrown. */
export function createWebhookSender({
  clock,
  allowPrivate,
}: {
  clock: Clock
  /** Local receivers in development and tests; never in production. */
  allowPrivate: boolean
}) {
  return {
    async post({ url, secret, body }: WebhookCall): Promise<void> {
      const target = new URL(url)
      const host = hostOf(target)
      if (!allowPrivate && isIP(host) && isPrivateAddress(host))
        throw new PermanentJobError(`${host} is a private address; webhooks go to public ones`)
      const timestamp = String(Math.floor(clock.now().getTime() / 1000))
      const request = target.protocol === 'https:' ? https.request : http.request
      await new Promise<void>((resolve, reject) => {
        const req = request(
          target,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'user-agent': 'Sitewerk-Webhook',
              'x-sitewerk-timestamp': timestamp,
              'x-sitewerk-signature': webhookSignature(secret, timestamp, body),
            },
            ...(allowPrivate ? {} : { lookup: publicLookup }),
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          },
          (res) => {
            // Drained, not read: the answer's body is the receiver's business.
            res.resume()
            res.on('end', () => {
              const status = res.statusCode ?? 0
              if (status >= 200 && status < 300) resolve()
              else
                reject(
                  new Error(`the webhook answered ${status} ${res.statusMessage ?? ''}`.trim()),
                )
            })
          },
        )
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (err.name === 'TimeoutError' || err.name === 'AbortError')
            reject(new Error(`the webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`))
          else if (err.code === 'EPRIVATE') reject(new PermanentJobError(err.message))
          else reject(new Error(`the webhook could not be reached: ${err.message}`))
        })
        req.end(body)
      })
    },
  }
}

export type WebhookSender = ReturnType<typeof createWebhookSender>
