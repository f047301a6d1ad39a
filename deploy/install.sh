#!/usr/bin/env bash
# Install svc into PREFIX, a virtual environment of its own, from this checkout: the container
# image runs this (deploy/Dockerfile), and so does CI (.ci/run) into a fresh directory outside
# the checkout before starting `svc` from there (tests/cli/test_installed.py). docs/deploy.md.
#
#   deploy/install.sh PREFIX [BUILD_ID]
#
# - every dependency from the hash-locked requirements/runtime.lock (and build.lock, the tools
#   that build the wheel), nothing resolved at install time;
# - svc itself as a wheel built from a copy of pyproject.toml and src/, with the build id
#   written into its package data (bootstrap/build_id.txt), so `/health` reports it wherever
#   the wheel is installed. BUILD_ID: the argument, else $BUILD_ID, else the checkout's commit
#   (YYYY.MM.DD-<hash>, what a source checkout reports).
#
# The wheel installs the top-level packages domain, application, adapters, bootstrap and
# entrypoints (the project's layout, kept on purpose: docs/deploy.md), so PREFIX should be a
# virtual environment of svc's own, as here.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: deploy/install.sh PREFIX [BUILD_ID]" >&2
  exit 2
fi
prefix=$1
build_id=${2:-${BUILD_ID:-}}
checkout=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}

if [ -z "$build_id" ]; then
  build_id=$(git -C "$checkout" log -1 --format=%cd-%h --date=format:%Y.%m.%d 2>/dev/null || true)
fi
if ! [[ $build_id =~ ^[0-9]{4}\.[0-9]{2}\.[0-9]{2}(-[0-9a-z]{1,40})?$ ]]; then
  echo "install.sh: no build id of the form YYYY.MM.DD-<hash> (give it as BUILD_ID)" >&2
  exit 2
fi

"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "svc needs Python 3.11+")'
"$python" -m venv "$prefix"
pip=("$prefix/bin/python" -m pip --disable-pip-version-check -q)
"${pip[@]}" install --require-hashes -r "$checkout/requirements/build.lock"
"${pip[@]}" install --require-hashes -r "$checkout/requirements/runtime.lock"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp "$checkout/pyproject.toml" "$checkout/README.md" "$stage/"
cp -r "$checkout/src" "$stage/src"
find "$stage/src" \( -name __pycache__ -o -name '*.egg-info' \) -prune -exec rm -rf {} +
printf '%s\n' "$build_id" >"$stage/src/bootstrap/build_id.txt"
"${pip[@]}" wheel --no-deps --no-build-isolation --wheel-dir "$stage/dist" "$stage"
"${pip[@]}" install --no-deps --no-index "$stage"/dist/*.whl

echo "install.sh: svc $build_id installed in $prefix (run $prefix/bin/svc)"
