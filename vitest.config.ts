import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "src/web/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
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
