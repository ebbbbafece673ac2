import { randomBytes } from 'node:crypto'

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string }

/** A multipart/form-data body as a browser sends it, for `client.post(url, body, headers)`. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----sitewerk${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'content' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `Content-Disposition: form-data; name="${part.name}"`
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`))
    chunks.push('content' in part ? part.content : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
