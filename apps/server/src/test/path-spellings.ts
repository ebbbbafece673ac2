/**
 * Other spellings of one request path (issue 12): percent-encoding, encoded slashes, double
 * slashes, dot segments, case, a trailing slash and `;` parameters. The router decodes some of
 * them to the same route; the others must find no route at all. `path` starts with `/api/`.
 */
export function pathSpellings(path: string): { name: string; url: string }[] {
  const rest = path.slice('/api/'.length)
  const [first = '', ...others] = rest.split('/')
  const tail = others.length ? `/${others.join('/')}` : ''
  const encodedFirst = first.replace(/^[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)
  return [
    { name: 'as is', url: path },
    { name: '%61pi', url: `/%61pi/${rest}` },
    { name: '%61%70%69', url: `/%61%70%69/${rest}` },
    { name: 'encoded segment', url: `/api/${encodedFirst}${tail}` },
    { name: '%2F', url: `/api%2F${rest}` },
    { name: '%2F in the tail', url: `/api/${first}${tail.replace(/\//g, '%2F')}` },
    { name: 'double slash at start', url: `/${path}` },
    { name: 'double slash inside', url: `/api//${rest}` },
    { name: '/./', url: `/./api/${rest}` },
    { name: '/%2e/', url: `/api/%2e/${rest}` },
    { name: '/../', url: `/x/../api/${rest}` },
    { name: 'upper case /API/', url: `/API/${rest}` },
    { name: 'upper case %41PI', url: `/%41PI/${rest}` },
    { name: 'trailing slash', url: `${path}/` },
    { name: ';jsessionid=x', url: `${path};jsessionid=x` },
    { name: ';x=1 on /api', url: `/api;x=1/${rest}` },
    { name: '%61pi + double slash + trailing slash', url: `/%61pi//${rest}/` },
  ]
}
