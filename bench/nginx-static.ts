/**
 * nginx sending one compressed file as it is (issue #33, baseline (n′) of the cached page): what a
 * static server does with the bytes Sitewerk's page cache sends. Debian's nginx, configured as
 * bench/wordpress/nginx.conf configures it for WordPress (2 workers, sendfile, tcp_nodelay, no
 * access log), in a folder of its own and a process of its own. Not installed by the bench.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../apps/server/src/test/free-port.ts'
import { until } from './compiled-server.ts'
import { processTree } from './process-cpu.ts'

/** Debian's nginx binary when it is installed (`apt-get install -y nginx`), else null. */
function nginxBinary() {
  for (const binary of ['nginx', '/usr/sbin/nginx'])
    if (!spawnSync(binary, ['-v']).error) return binary
  return null
}

/**
 * nginx on a free port answering `path` with `body` and `Content-Encoding: encoding`, whatever
 * is asked; null, with the reason printed, when nginx is not installed.
 */
export async function startNginxStatic({
  body,
  encoding,
  path,
}: {
  body: Buffer
  encoding: string
  path: string
}) {
  const binary = nginxBinary()
  if (!binary) {
    console.log(
      "(n′) nginx sending the same compressed file skipped: nginx is not installed (apt-get install -y nginx; Debian's package, started by the bench itself)",
    )
    return null
  }
  const dir = mkdtempSync(join(tmpdir(), 'sitewerk-bench-nginx-'))
  // The workers run as nobody when nginx is started as root: they must read the file.
  chmodSync(dir, 0o755)
  mkdirSync(join(dir, 'tmp'))
  const file = join(dir, `page.${encoding}`)
  writeFileSync(file, body, { mode: 0o644 })
  const port = await freePort()
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${join(dir, 'tmp', name)};`)
    .join('\n')
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 2;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
    sendfile on;
    tcp_nopush off;
    tcp_nodelay on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    server_tokens off;
    access_log off;
${temp}
    types { }
    server {
        listen 127.0.0.1:${port};
        location = ${path} {
            default_type "text/html; charset=utf-8";
            add_header Content-Encoding ${encoding};
            add_header Vary Accept-Encoding;
            alias ${file};
        }
    }
}
`,
  )
  const child = spawn(
    binary,
    ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}${path}`
  await until('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx ended at its start (${dir}/error.log)`)
    return (await fetch(url)).ok
  })
  return {
    url,
    /** CPU milliseconds spent so far by nginx's master and workers. */
    cpu: () => processTree([child.pid!]).cpuMs,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
