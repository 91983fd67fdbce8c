import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toast } from "@/lib/use-toast.ts";
import { desligarServidorFalso, fetchDoTeste } from "./servidor-falso.ts";

// Setup of the "web" project (component tests), run before each test file's own imports.

// No request leaves a component test: from before the app's modules load, fetch is the running
// test's fake server (servidor-falso.ts), also for a client that keeps the fetch it found then.
globalThis.fetch = fetchDoTeste;

// findBy*/waitFor give up after this long. It only ends a wait for what never comes: on a busy
// machine the first toast's lazily loaded code alone can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

// A test file shares one window: after each test, the page, the stubs and the browser state go back.
afterEach(() => {
  cleanup();
  desligarServidorFalso();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // The toast store is module state (one toast at a time): leave a closed, empty one, so the next
  // test's page does not open with this test's toast.
  toast({}).dismiss();
});
