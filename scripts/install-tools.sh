#!/usr/bin/env bash
# The tools the tests drive, each Debian's package: chromium (the console page's browser tests, through
# playwright-core; never a browser download), redis-server (the shared store's tests start their own on a free
# port), tmux and util-linux's `script` (the prompt's terminal tests). Installs what is missing, on machines with
# apt-get and root; elsewhere names what to install. Idempotent: with everything present it does nothing.
set -euo pipefail

# command -> Debian package
declare -A packages=([chromium]=chromium [redis-server]=redis-server [tmux]=tmux [script]=util-linux)
missing=()
for tool in chromium redis-server tmux script; do
  if [ "$tool" = chromium ] && [ -n "${SVC_CHROMIUM:-}" ] && [ -x "$SVC_CHROMIUM" ]; then continue; fi
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/bin/$tool" ] || missing+=("${packages[$tool]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "install-tools: installing Debian's ${missing[*]} ..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "install-tools: missing ${missing[*]}; install your distribution's packages of that name (or set SVC_CHROMIUM to a Chromium binary)" >&2
  exit 1
fi
