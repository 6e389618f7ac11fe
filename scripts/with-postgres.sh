#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS…]
# Starts a throwaway PostgreSQL 15 from the machine's own initdb/pg_ctl in a temp dir on a free port,
# runs CMD with DATABASE_URL pointing at it, then stops it and removes the directory.
set -euo pipefail

PG_BIN="${PG_BIN:-$(dirname "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")}"
[ -x "$PG_BIN/initdb" ] || { echo "with-postgres: initdb not found (set PG_BIN)" >&2; exit 1; }

dir="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
run_as=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root: use the postgres system user when we are root.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${run_as[@]}" "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port"
"$@"
