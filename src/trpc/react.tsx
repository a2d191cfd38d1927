"use client";

/**
 * The browser side of tRPC: `useTRPC()` gives typed `queryOptions` for TanStack Query,
 * e.g. `useQuery(trpc.dictionary.check.queryOptions({ word }))`; subscriptions with
 * `useSubscription(trpc.table.watch.subscriptionOptions(input, { onData }))`.
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, loggerLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";

import type { AppRouter } from "~/server/api/root";
import { MAX_BATCH_CALLS } from "./batch";
import { makeQueryClient } from "./query-client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

/** A fresh client per server render (no data shared between requests), one in the browser. */
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        loggerLink({ enabled: () => process.env.NODE_ENV === "development" }),
        // Same origin; queries only run in the browser, so a relative URL is enough.
        // Subscriptions (table.watch) are Server-Sent Events: EventSource reconnects and
        // resumes from the last event id. Mutations (a move, a ruling) go one per request, so
        // that none waits for another. Queries are batched, never more calls at once than
        // the server accepts in one batch (MAX_BATCH_CALLS).
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: "/api/trpc" }),
          false: splitLink({
            condition: (op) => op.type === "mutation",
            true: httpLink({ url: "/api/trpc" }),
            false: httpBatchLink({ url: "/api/trpc", maxItems: MAX_BATCH_CALLS }),
          }),
        }),
      ],
    }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
