// Where the browser suite's server runs. E2E_PORT lets two suites run side by side, each with
// its own data folder.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5180);
export const E2E_DATA_DIR = `.e2e-data/${E2E_PORT}`;
