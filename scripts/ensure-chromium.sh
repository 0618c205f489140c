#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when we may, else say exactly how.
set -u
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium for the browser tests (apt-get install -y chromium)..."
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "Chromium is missing. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
