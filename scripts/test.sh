#!/usr/bin/env bash
# The checks first (types, lint, format: each counts as one test, failed on any violation),
# then every test: unit, web components (happy-dom), API (PGlite, and the PostgreSQL server when
# TEST_DATABASE_URL is set),
# and browser tests in real Chromium. Runs all stages even when one fails, then prints
# one summary line "N passed, N failed" and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
# Outside test-results/, which Playwright empties when it starts.
RESULTS=.test-reports
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
status=0

stage() { echo; echo "=== $1 ==="; }

# A check is one line in the summary: "1 passed, 0 failed", or "0 passed, 1 failed".
check() {
  local nome=$1
  shift
  if "$@"; then
    echo '{"check":true,"ok":true}' > "$RESULTS/$nome.json"
  else
    status=1
    echo '{"check":true,"ok":false}' > "$RESULTS/$nome.json"
  fi
}

stage "Tipos (tsc --noEmit)"
check typecheck npm run --silent typecheck

stage "Lint (ESLint: typescript-eslint, react-hooks, fronteiras entre camadas)"
check lint npm run --silent lint

stage "Formato (Prettier)"
check format npm run --silent format:check

stage "Contrato da API (src/web/lib/api-contrato.gen.ts confere com /api/openapi.json)"
check contrato node --import tsx scripts/gerar-contrato-api.ts --conferir

stage "Testes de unidade"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$RESULTS/unit.json" || status=1

stage "Testes de componentes da web (Testing Library no happy-dom)"
npx vitest run --project web --reporter=default --reporter=json --outputFile.json="$RESULTS/web.json" || status=1

stage "Testes de API no PGlite"
env -u TEST_DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$RESULTS/api-pglite.json" || status=1

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "Testes de API no PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$RESULTS/api-postgres.json" || status=1
else
  echo; echo "(TEST_DATABASE_URL não definido: testes de API no PostgreSQL não executados; veja o README.)"
fi

stage "Testes de navegador (Chromium)"
if bash scripts/ensure-chromium.sh; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" npx playwright test --reporter=list,json || status=1
else
  status=1
  echo '{"failed_to_start":true}' > "$RESULTS/e2e.json"
fi

stage "Orçamento das páginas públicas (Chromium, bytes comprimidos; usa o build dos testes de navegador)"
check orcamento-web node scripts/orcamento-web.mjs

echo
node scripts/summarize-tests.mjs "$RESULTS" || status=1
exit $status
