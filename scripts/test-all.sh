#!/usr/bin/env bash
# Runs every suite (unit, integration, browser) and ends with one line: "N passed, N failed".
set -u
cd "$(dirname "$0")/.."
results=$(mktemp -d)

# Typecheck, lint, the circular-import check and the formatting check count as one check each in the summary.
for check in typecheck lint circular format:check; do
  if npm run -s "$check"; then echo pass > "$results/check-${check%%:*}"; else echo fail > "$results/check-${check%%:*}"; fi
done

npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

if ls e2e/tests/*.spec.ts >/dev/null 2>&1; then
  if bash scripts/ensure-chromium.sh; then
    PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
      npx playwright test -c e2e/playwright.config.ts --reporter=list,json
  fi
else
  echo "No browser tests found in e2e/tests."
fi

npx tsx scripts/src/test-summary.ts "$results"
