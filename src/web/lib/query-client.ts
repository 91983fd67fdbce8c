import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";
import { aoLimparCacheDoCredor } from "./cache-do-credor.ts";

/*
 * SPEC 4 (data fetching): queries never retry, never refetch on focus or on an
 * interval and never go stale; screens that need fresh data (the client list)
 * override this per query. Mutations do not retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});

// Sign-out, or another account signing in on this browser: nothing of the previous lender stays.
aoLimparCacheDoCredor(() => queryClient.clear());
