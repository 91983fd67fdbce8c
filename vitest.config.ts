import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "src/web/**/*.test.ts"],
          // Property tests run hundreds of cases (schedules over years of holidays); on a busy CI
          // machine some pass vitest's default 5 s while their work is unchanged.
          testTimeout: 30_000,
        },
      },
      {
        // Component tests: the web's screens and dialogs rendered in happy-dom with Testing Library,
        // the network answered by a stubbed fetch (src/web/test/servidor-falso.ts).
        resolve: { alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) } },
        test: {
          name: "web",
          environment: "happy-dom",
          // Relative API paths resolve against this origin, as in the browser.
          environmentOptions: { happyDOM: { url: "http://localhost:5000/" } },
          include: ["src/web/**/*.test.tsx"],
          setupFiles: ["src/web/test/preparar.ts"],
          // A form test types a few dozen keys; on a busy machine that can pass vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          // *.pg.test.ts need a PostgreSQL server (several sessions): only with TEST_DATABASE_URL.
          include: ["src/server/**/*.test.ts"],
          exclude: process.env.TEST_DATABASE_URL ? [] : ["src/server/**/*.pg.test.ts"],
          globalSetup: ["src/server/test/modelo-pglite.ts"],
          // Each API test file boots its own database; PGlite start-up takes a moment.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PostgreSQL database per test file is created by the test helpers, so files may run in parallel.
        },
      },
    ],
  },
});
