import type { IncomingMessage, ServerResponse } from 'node:http'
import type { EarlyAnswer } from '../../http-server.ts'
import type { Metrics } from '../../lib/metrics.ts'
import { requestIdOf } from '../../plugins/request-id.ts'
import { chooseEncoding, type Representation } from './encoded-document.ts'
import type { HostCache } from './host-cache.ts'
import { isUnchanged, type PageCache } from './page-cache.ts'
import { isBackOfficeHost, isPublicFormPath, pageUrlOf } from './request-path.ts'

/** A representation's headers as the flat list `writeHead` takes fastest, made once per body. */
const headerLists = new WeakMap<Representation, string[]>()
function headerListOf(representation: Representation) {
  let list = headerLists.get(representation)
  if (!list) {
    list = Object.entries(representation.headers).flat()
    list.push('content-length', String(representation.body.length))
    headerLists.set(representation, list)
  }
  return list
}

/**
 * A public page the page cache holds, answered before Fastify builds a request, runs its hooks and
 * its reply pipeline (decision 065, issue #33): the same status, body and headers as the site
 * host's route sends for it (page-responses.ts), its request id, and its count and time in the
 * metrics. Everything else — a host not known yet, a page not cached or not compressed yet in the
 * encoding asked for, a form, another method, the back office — goes to Fastify untouched.
 */
export function createEarlyAnswers({
  appHostname,
  hosts,
  pages,
  metrics,
}: {
  appHostname: string
  hosts: Pick<HostCache, 'known'>
  pages: Pick<PageCache, 'hit'>
  metrics: Pick<Metrics, 'observeRequest'>
}): EarlyAnswer {
  const answered = (req: IncomingMessage, status: number, started: number) =>
    metrics.observeRequest(
      { method: req.method!, route: 'site', status_code: status },
      performance.now() - started,
    )

  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method
    if (method !== 'GET' && method !== 'HEAD') return false
    const host = req.headers.host
    const url = req.url ?? '/'
    if (!host || isBackOfficeHost(host, appHostname) || isPublicFormPath(url)) return false
    const resolved = hosts.known(host)
    if (!resolved || resolved.suspended || resolved.match.kind !== 'site') return false
    const pageUrl = pageUrlOf(url)
    if (pageUrl === null) return false
    const started = performance.now()
    const page = pages.hit(resolved.match.site.id, pageUrl)
    if (!page) return false
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    const ifNoneMatch = req.headers['if-none-match']
    const requestId = requestIdOf(req)
    if (isUnchanged(page, ifNoneMatch)) {
      const headers = page.html.headersOf(encoding)
      res.writeHead(304, [
        'etag',
        headers.etag!,
        'vary',
        'accept-encoding',
        'x-request-id',
        requestId,
      ])
      res.end()
      answered(req, 304, started)
      return true
    }
    // Not compressed in this encoding yet: Fastify's path compresses it (and counts a second hit).
    const representation = page.html.ready(encoding)
    if (!representation) return false
    const headers = headerListOf(representation).slice()
    headers.push('x-request-id', requestId)
    res.writeHead(page.status, headers)
    // Node sends no body to a HEAD request.
    res.end(representation.body)
    answered(req, page.status, started)
    return true
  }
}
