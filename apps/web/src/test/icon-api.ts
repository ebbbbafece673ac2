import { icons as tabler } from '@iconify-json/tabler'
import { http, HttpResponse } from 'msw'

/**
 * Our host's icon API (decision 019) over the real icon set, as the server answers it: the app's
 * icons load from here in tests, as they do from the server in the browser.
 */
export const iconDataHandler = http.get('/api/icons/:file', ({ request }) => {
  const names = new URL(request.url).searchParams.get('icons')?.split(',') ?? []
  const found = names.filter((name) => Object.hasOwn(tabler.icons, name))
  return HttpResponse.json({
    prefix: tabler.prefix,
    width: tabler.width,
    height: tabler.height,
    icons: Object.fromEntries(found.map((name) => [name, tabler.icons[name]])),
  })
})
