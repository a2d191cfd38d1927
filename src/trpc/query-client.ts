import { QueryClient } from "@tanstack/react-query";

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Dictionary answers only change with a new lexicon build.
        staleTime: 5 * 60 * 1000,
        // A 4xx (bad input) will not get better by retrying.
        retry: (failureCount, error) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
