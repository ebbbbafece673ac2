/**
 * WordPress beside Sitewerk in `npm run bench` (docs/benchmarks.md): the site bench/wordpress/
 * setup.sh sets up (Debian's WordPress 6.1, php-fpm with OPcache, MariaDB, nginx with and without
 * its fastcgi_cache), and the CPU its processes spend, read from /proc.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { processTree } from './process-cpu.ts'

const BASE = '/tmp/sitewerk-wp'
export const WORDPRESS_HOST = 'wordpress.localhost:3210'
export const WORDPRESS_UNCACHED = 'http://127.0.0.1:3210/'
export const WORDPRESS_PAGE_CACHE = 'http://127.0.0.1:3211/'
const PID_FILES = [`${BASE}/nginx/nginx.pid`, `${BASE}/php-fpm.pid`, `${BASE}/mysql/mysqld.pid`]

const frontPage = () =>
  new Promise<number>((resolve) => {
    get(WORDPRESS_UNCACHED, { headers: { host: WORDPRESS_HOST } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve(res.statusCode === 200 ? bytes : 0))
    }).on('error', () => resolve(0))
  })

/**
 * The WordPress front page's size when WordPress answers; started with setup.sh when it is
 * installed but not running (after a reboot). Null, with the reason printed, when it is not
 * installed: the side-by-side is skipped.
 */
export async function wordpressSide(): Promise<{ bytes: number } | null> {
  if (!existsSync('/usr/share/wordpress/wp-load.php') || !existsSync('/usr/sbin/php-fpm8.2')) {
    console.log(
      'WordPress side-by-side skipped: WordPress is not installed (sudo bash bench/wordpress/setup.sh installs and starts it; docs/benchmarks.md)',
    )
    return null
  }
  let bytes = await frontPage()
  if (!bytes) {
    console.log('WordPress is installed but not answering: running bench/wordpress/setup.sh')
    try {
      execFileSync('bash', ['bench/wordpress/setup.sh'], { stdio: 'inherit' })
    } catch {
      console.log('WordPress side-by-side skipped: bench/wordpress/setup.sh failed (above)')
      return null
    }
    bytes = await frontPage()
  }
  return bytes ? { bytes } : null
}

/** CPU milliseconds spent so far by nginx, php-fpm and MariaDB of setup.sh, with their workers. */
export function wordpressCpuMs(): number {
  const roots = PID_FILES.filter((f) => existsSync(f)).map((f) =>
    Number(readFileSync(f, 'utf8').trim()),
  )
  return processTree(roots).cpuMs
}
