#!/usr/bin/env bash
# The checks that read the code without running it — types, lint, formatting — side by side, and
# each as cheaply as it can be had, since on two cores their CPU time is the wall time:
# - types: TypeScript 7's native compiler, `tsgo` (@typescript/native-preview, the build of the
#   day before TypeScript 7.0.2: the `typescript@7` package beside the TypeScript 6 that
#   typescript-eslint needs would fight it for the `tsc` command), one thread per project
#   (`npm run typecheck`). Tried with errors of each kind in each project, it reports what
#   TypeScript 6 does.
# - lint: ESLint, the longest of the three (its React Compiler rules), started first, with a young
#   generation large enough that it no longer spends a sixth of its time collecting garbage.
# - formatting: Prettier, reading JavaScript and TypeScript with the Oxc parser
#   (@prettier/plugin-oxc, the Prettier team's), in well under the time of its own parser. Its
#   output was byte-identical to Prettier's own on every file of the repository, as committed and
#   with every file's indentation and spacing mangled; after upgrading Prettier, check that
#   `npm run format:check` (Prettier's own parser) still agrees.
# Every check's output is shown, and the script fails if any of them did.
set -uo pipefail
cd "$(dirname "$0")/.."

export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=32"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
checks=(lint typecheck format:check)
declare -A args=([lint]='' [typecheck]='' [format:check]='--plugin=@prettier/plugin-oxc')
pids=()
for check in "${checks[@]}"; do
  # shellcheck disable=SC2086 # the extra arguments are words
  npm run --silent "$check" -- ${args[$check]} >"$out/$check.log" 2>&1 &
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
