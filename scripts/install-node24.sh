#!/usr/bin/env bash
# Installs Node.js 24 LTS from the npm registry's node-linux-<arch> package (the binary and
# its headers, so native modules build against it) into a cache folder, once, and prints
# that folder. Use: NODE_HOME="$(bash scripts/install-node24.sh)"; PATH="$NODE_HOME/bin:$PATH";
# npm_config_nodedir="$NODE_HOME".
set -euo pipefail
version=24.21.0
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node.js $version package for $(uname -m)" >&2; exit 1 ;;
esac
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/genedit-portal}"
home="$cache/node-$version-linux-$arch"
if [ ! -x "$home/bin/node" ]; then
  work="$(mktemp -d)"
  npm install --prefix "$work" --no-save --no-audit --no-fund --no-package-lock --silent \
    "node-linux-$arch@$version" >&2
  mkdir -p "$cache"
  rm -rf "$home"
  mv "$work/node_modules/node-linux-$arch" "$home"
  rm -rf "$work"
fi
echo "$home"
