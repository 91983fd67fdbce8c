import { defineConfig } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT } from "./e2e/ambiente.ts";

// Browser tests run in Debian's Chromium against the app started exactly as `npm start`
// starts it (Vite build, server compiled by tsc, node dist/server/main.js), on a fresh data
// folder each run.
const PORT = E2E_PORT;
const DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Deadlines, not speed checks: generous because CI machines may be busy (two cores, other jobs).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm start`,
    url: `http://localhost:${PORT}/api/app-config`,
    // Both builds and the first start of the embedded database, on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // The browser suite signs in many times from one address within a minute.
      LOGIN_MAX_TENTATIVAS: "500",
      CADASTROS_POR_MINUTO: "500",
      LOG_LEVEL: "warn",
      // Accounts start at 0 days so that the lockout can be seen; tests grant days with the
      // operator command, as an operator would.
      CREDITOS_BOAS_VINDAS: "0",
    },
  },
});
