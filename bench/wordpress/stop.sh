#!/usr/bin/env bash
# Stop what setup.sh started, by PID from the pid files under /tmp/sitewerk-wp (never by name).
# nginx: QUIT (graceful), php-fpm: QUIT (graceful), mariadbd: TERM (clean shutdown).
# State (database, uploads, secrets) stays in /tmp/sitewerk-wp; ./setup.sh starts everything again.
set -u
B=/tmp/sitewerk-wp
stop_one() {   # name pidfile signal
    local name=$1 pf=$2 sig=$3 pid
    if [ -s "$pf" ] && pid=$(cat "$pf") && kill -0 "$pid" 2>/dev/null; then
        kill -"$sig" "$pid"
        for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
        if kill -0 "$pid" 2>/dev/null; then echo "stop: $name (pid $pid) still running"; return 1; fi
        echo "stop: $name (pid $pid) stopped"
    else
        echo "stop: $name not running"
    fi
}
stop_one nginx    "$B/nginx/nginx.pid"   QUIT
stop_one php-fpm  "$B/php-fpm.pid"       QUIT
stop_one mariadbd "$B/mysql/mysqld.pid"  TERM
