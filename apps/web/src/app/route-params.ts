import { data, type LoaderFunctionArgs } from 'react-router'

/**
 * spec §5: where a route declares a numeric id, anything else is a 404 'Page Not Found: {path}'.
 * Use as (or inside) the route's loader: `loader: requireNumericParams('id')`.
 */
export function requireNumericParams(...names: string[]) {
  return ({ params, request }: LoaderFunctionArgs) => {
    for (const name of names) {
      const value = params[name]
      if (value !== undefined && !/^\d+$/.test(value)) {
        const path = new URL(request.url).pathname
        throw data({ message: `Page Not Found: ${path}` }, { status: 404 })
      }
    }
    return null
  }
}
