import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { modeloEmMemoria } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** File with a migrated, empty PGlite cluster that every API test database starts from. */
    modeloPglite: string;
  }
}

/**
 * vitest globalSetup of the API tests: unpacks and migrates one PGlite cluster for the whole
 * run, instead of once per test database (about 3 s of CPU each on a 2-core machine).
 */
export default async function prepararModelo(projeto: TestProject) {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), "credito-modelo-"));
  const arquivo = path.join(pasta, "modelo.tar");
  if (!process.env.TEST_DATABASE_URL) {
    const modelo = await modeloEmMemoria();
    fs.writeFileSync(arquivo, Buffer.from(await modelo.arrayBuffer()), { mode: 0o600 });
  }
  projeto.provide("modeloPglite", arquivo);
  return () => fs.rmSync(pasta, { recursive: true, force: true });
}
