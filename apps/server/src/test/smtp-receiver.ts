import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { onTestFinished } from 'vitest'

export interface Received {
  from: string
  to: string[]
  raw: string
}

/**
 * A real SMTP server in this process, as MACHINE-NOTES.md suggests (no mail catcher in apt).
 * `refuse` answers a message with an SMTP error (e.g. 451) instead of taking it.
 */
export async function startSmtpReceiver({
  refuse,
}: { refuse?: (message: Received) => { code: number; text: string } | null } = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        const refusal = refuse?.(message)
        if (refusal)
          return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }))
        received.push(message)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { port: (server.server.address() as AddressInfo).port, received }
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** A part (text/plain or text/html) of a raw message, decoded, with the lines ending in \n. */
export function mailPart(raw: string, type: 'text/plain' | 'text/html' = 'text/plain'): string {
  const part = raw.split(/\r?\n--/).find((p) => p.includes(`Content-Type: ${type}`))!
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim()
  const decoded = /Content-Transfer-Encoding: base64/i.test(part)
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeQuotedPrintable(body)
  return decoded.replace(/\r\n/g, '\n')
}

/** The Subject header of a raw message, its MIME encoded words decoded. */
export function subjectOf(raw: string): string {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]/g, ' ')
  const header = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? ''
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}
