#!/bin/sh
# Runs deploy/nginx.conf's server as a normal user, in the foreground, from a temporary prefix: the build in
# $1 (default dist-nginx), on port $2 (default 4402), proxying /api/v1/ to $3 (default http://127.0.0.1:4400).
# Its pid, logs and temp files go to test-results/nginx-<port>/. Used by the browser tests against nginx (tests/e2e/deploy/); stop it with Ctrl-C or SIGTERM.
set -eu
cd "$(dirname "$0")/.."
ROOT_DIR="$(pwd)/${1:-dist-nginx}"
PORT="${2:-4402}"
BACKEND="${3:-http://127.0.0.1:4400}"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
# Inside test-results/ (gitignored), so a run stopped with SIGKILL leaves nothing elsewhere.
PREFIX="$(pwd)/test-results/nginx-$PORT"
rm -rf "$PREFIX" && mkdir -p "$PREFIX"
VITE_API_URL=/ node scripts/run-ts.mjs deploy/nginxConf.ts --standalone --prefix "$PREFIX" --listen "127.0.0.1:$PORT" --root "$ROOT_DIR" --backend "$BACKEND" > "$PREFIX/nginx.conf"
# Started by root, nginx's workers would run as nobody and could not read a checkout only its owner reads (a
# private home folder, mktemp -d): they run as the build's owner, who can.
GLOBALS='daemon off;'
if [ "$(id -u)" -eq 0 ]; then GLOBALS="$GLOBALS user $(stat -c %U "$ROOT_DIR");"; fi
"$NGINX" -t -q -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr -g "$GLOBALS"
echo "nginx on http://127.0.0.1:$PORT serving $ROOT_DIR, /api/v1/ -> $BACKEND"
"$NGINX" -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr -g "$GLOBALS" &
PID=$!
trap 'kill -TERM $PID 2>/dev/null; wait $PID 2>/dev/null' EXIT INT TERM
wait $PID
