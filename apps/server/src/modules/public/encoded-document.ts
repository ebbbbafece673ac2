import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** One way to send a document: its bytes and every header that goes with them, made once. */
export interface Representation {
  body: Buffer
  headers: Readonly<Record<string, string>>
}

export type Encoding = 'identity' | 'br' | 'gzip'

/** A document's bytes in one of the compressed encodings. */
export interface Compressed<Bytes = Buffer> {
  encoding: 'br' | 'gzip'
  body: Bytes
}

/**
 * How hard a document is compressed (issue #18). One cached by the page cache is compressed once and
 * sent many times: brotli quality 6, gzip level 6, within a few per cent of the best. One sent once
 * (the page cache is off, or the page lost a block and is not cached) is compressed fast, as nginx
 * compresses responses by default (gzip level 1): brotli quality 1, gzip level 1. The landing page
 * of the bench (110 KB) is 8.9 KB at quality 6 and 11.9 KB at quality 1, both within a first
 * round trip, at 1.7 ms and 0.2 ms of CPU (docs/benchmarks.md).
 */
const QUALITY = {
  cached: { brotli: 6, gzip: 6 },
  once: { brotli: 1, gzip: 1 },
} as const

/**
 * Brotli's window, sized to the document: at its default (4 MiB) each compression allocates and
 * clears the whole window, which took a 110 KB page from 1.7 to 3.0 ms of CPU at quality 6 with
 * eight at once; a window as large as the document compresses it to the same bytes.
 */
const windowBitsOf = (length: number) =>
  Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(length + 16))))

type Quality = (typeof QUALITY)['cached' | 'once']
const qualityOf = (sentOnce: boolean): Quality => (sentOnce ? QUALITY.once : QUALITY.cached)

const brotliOptions = (identity: Buffer, quality: Quality) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality.brotli,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: windowBitsOf(identity.length),
    [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
  },
})

const compress = (encoding: 'br' | 'gzip', identity: Buffer, quality: Quality) =>
  encoding === 'gzip'
    ? gzipped(identity, { level: quality.gzip })
    : brotli(identity, brotliOptions(identity, quality))

/**
 * `identity` compressed as a EncodedDocument would, at once: the render worker compresses the
 * page it rendered in the encoding its request asked for, so the main thread does not (issue #18).
 */
export const compressNow = (encoding: 'br' | 'gzip', identity: Buffer, sentOnce: boolean) =>
  encoding === 'gzip'
    ? gzipSync(identity, { level: qualityOf(sentOnce).gzip })
    : brotliCompressSync(identity, brotliOptions(identity, qualityOf(sentOnce)))

/**
 * A rendered document (a page, its stylesheet) with its headers made once (issue #18). Each
 * compressed form is made the first time a client asks for it and stored: a page rendered for a
 * brotli browser is compressed once, with brotli only, and its stylesheet not at all until it is
 * asked for. Cache hits then send a Buffer with headers made in advance, so a hit neither encodes
 * text nor compresses nor builds a header object.
 */
export class EncodedDocument {
  readonly identity: Representation
  /** The validators of every representation, known before any is compressed. */
  readonly etags: readonly string[]
  /** Bytes held by the bodies made so far. */
  bytes: number
  /** Told of each body made after the document was cached (the page cache counts its bytes). */
  onGrow?: (bytes: number) => void
  readonly #headers: Record<'br' | 'gzip', Readonly<Record<string, string>>>
  readonly #made = new Map<Encoding, Representation>()
  readonly #making = new Map<Encoding, Promise<Representation>>()
  readonly #quality: Quality

  /**
   * `sentOnce`: the document is not cached, so it is compressed fast (see QUALITY). `made`: a
   * compressed form made already (by the render worker, with `compressNow`).
   */
  constructor(
    text: string | Buffer,
    headers: Record<string, string>,
    { sentOnce = false, made }: { sentOnce?: boolean; made?: Compressed | undefined } = {},
  ) {
    this.#quality = qualityOf(sentOnce)
    const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text
    const withVary: Record<string, string> = { ...headers, vary: 'accept-encoding' }
    // Each encoding is its own representation, with its own strong validator.
    const etag = (suffix: string): Record<string, string> =>
      headers.etag ? { etag: headers.etag.replace(/"$/, `-${suffix}"`) } : {}
    this.identity = { body, headers: withVary }
    this.#headers = {
      br: { ...withVary, ...etag('br'), 'content-encoding': 'br' },
      gzip: { ...withVary, ...etag('gz'), 'content-encoding': 'gzip' },
    }
    this.etags = [withVary, this.#headers.br, this.#headers.gzip].flatMap((h) =>
      h.etag ? [h.etag] : [],
    )
    this.bytes = body.length
    if (made) {
      this.#made.set(made.encoding, { body: made.body, headers: this.#headers[made.encoding] })
      this.bytes += made.body.length
    }
  }

  /** The headers of `encoding`, without compressing anything (a 304 needs only these). */
  headersOf(encoding: Encoding): Readonly<Record<string, string>> {
    return encoding === 'identity' ? this.identity.headers : this.#headers[encoding]
  }

  /** `encoding`'s representation if it is made already: the cache hit's synchronous path. */
  ready(encoding: Encoding): Representation | undefined {
    return encoding === 'identity' ? this.identity : this.#made.get(encoding)
  }

  /** `encoding`'s representation, compressed now if no client asked for it before. */
  represent(encoding: Encoding): Representation | Promise<Representation> {
    if (encoding === 'identity') return this.identity
    const made = this.#made.get(encoding)
    if (made) return made
    // Clients asking at once share one compression.
    let making = this.#making.get(encoding)
    if (!making) {
      making = compress(encoding, this.identity.body, this.#quality).then((body) => {
        const representation = { body, headers: this.#headers[encoding] }
        this.#made.set(encoding, representation)
        this.bytes += body.length
        this.onGrow?.(body.length)
        return representation
      })
      this.#making.set(encoding, making)
      // Made or failed, the next client finds it in #made or tries again.
      void making.finally(() => this.#making.delete(encoding)).catch(() => {})
    }
    return making
  }
}

/** The encodings an Accept-Encoding header allows, by name; a `q=0` refuses one. */
function accepted(header: string): Set<string> {
  const names = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    names.add(name.trim().toLowerCase())
  }
  return names
}

/** Brotli when the client takes it, else gzip, else the document as it is. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const names = accepted(String(acceptEncoding))
  if (names.has('br')) return 'br'
  if (names.has('gzip') || names.has('x-gzip')) return 'gzip'
  if (names.has('*')) return 'br'
  return 'identity'
}
