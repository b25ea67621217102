#!/usr/bin/env bash
# The checks that read the code without running it — types, lint, formatting — side by side:
# each is mostly one core's work, so together on two cores they take the time of the longest.
# Every check's output is shown, and the script fails if any of them did.
set -uo pipefail
cd "$(dirname "$0")/.."

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
checks=(typecheck lint format:check)
pids=()
for check in "${checks[@]}"; do
  npm run --silent "$check" >"$out/$check.log" 2>&1 &
  pids+=($!)
done

failed=0
for i in "${!checks[@]}"; do
  if wait "${pids[$i]}"; then
    echo "✓ ${checks[$i]}"
  else
    failed=1
    echo "✗ ${checks[$i]}:"
    cat "$out/${checks[$i]}.log"
  fi
done
exit "$failed"
