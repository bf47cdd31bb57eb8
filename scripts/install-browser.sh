#!/usr/bin/env bash
# The browser tests drive Debian's chromium through playwright-core (never a browser download). Installs it when
# missing, on machines with apt-get and root; elsewhere says what to do. Idempotent.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "install-browser: installing Debian's chromium ..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "install-browser: chromium is missing; install your distribution's chromium package (or set SVC_CHROMIUM to a Chromium binary)" >&2
  exit 1
fi
