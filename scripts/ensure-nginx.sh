#!/usr/bin/env bash
# The deployment test (npm run test:deploy) runs Debian's nginx in front of the app, as deploy/
# describes. Installs it when missing and we may (root with apt-get), without starting Debian's
# own nginx service (the test starts its own, on its own ports); otherwise says how to get it.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx package…"
  # policy-rc.d 101: packages may not start services while it is in place (Debian policy).
  policy=/usr/sbin/policy-rc.d
  placed=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && placed=yes
  fi
  trap '[ -n "$placed" ] && rm -f "$policy"' EXIT
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  exit 0
fi
echo "The deployment test needs nginx (Debian's package)." >&2
echo "Install it (sudo apt-get install -y nginx) and run npm run test:deploy again." >&2
exit 1
