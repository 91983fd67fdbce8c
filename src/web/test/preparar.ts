import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toast } from "@/lib/use-toast.ts";

// Setup of the "web" project (component tests): jest-dom's matchers, and after each test the
// page, the stubs and the browser state put back, since a test file shares one window.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // The toast store is module state (one toast at a time): leave a closed, empty one, so the next
  // test's page does not open with this test's toast.
  toast({}).dismiss();
});
