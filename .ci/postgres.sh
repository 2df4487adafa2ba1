#!/usr/bin/env bash
# Installs PostgreSQL from Debian's packages, starts a server on 127.0.0.1
# and creates the user and database the tests use. Run as root on Debian.
# Idempotent. Prints only the database URL on stdout (progress goes to
# stderr), for:
#   export WASTELAND_TEST_POSTGRES="$(bash .ci/postgres.sh)"
set -euo pipefail
exec 3>&1 1>&2

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -q
	apt-get install -y -q postgresql
fi
version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
cluster=main
port=5432

if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$version $cluster"; then
	pg_createcluster "$version" "$cluster" --port "$port" -- --auth-local=peer --auth-host=scram-sha-256
fi
port="$(pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $3}')"
# Listen on loopback only.
pg_conftool "$version" "$cluster" remove listen_addresses 2>/dev/null || true
echo "listen_addresses = '127.0.0.1'" >"/etc/postgresql/$version/$cluster/conf.d/wasteland.conf"
if ! pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $4}' | grep -qx online; then
	# The server must not inherit fd 3 (the caller's pipe), or a caller that
	# captures this script's output would wait for the server to exit.
	pg_ctlcluster "$version" "$cluster" start 3>&- </dev/null
fi

psql() { runuser -u postgres -- psql -p "$port" -v ON_ERROR_STOP=1 -qtA "$@"; }
for _ in $(seq 1 30); do
	psql -c 'SELECT 1' >/dev/null 2>&1 && break
	sleep 1
done
if [ "$(psql -c "SELECT 1 FROM pg_roles WHERE rolname = 'wasteland'")" != 1 ]; then
	psql -c "CREATE ROLE wasteland LOGIN PASSWORD 'wasteland'"
fi
if [ "$(psql -c "SELECT 1 FROM pg_database WHERE datname = 'wasteland'")" != 1 ]; then
	psql -c "CREATE DATABASE wasteland OWNER wasteland"
fi

echo "postgres://wasteland:wasteland@127.0.0.1:$port/wasteland?sslmode=disable" >&3
