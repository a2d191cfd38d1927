/**
 * tRPC over plain HTTP to the e2e server, as any client may call it (docs/api.md; no
 * transformer): a query by GET, a mutation by POST. Answers `result.data`, or throws the error.
 */
export async function trpcQuery<T>(baseUrl: string, procedure: string, input: unknown): Promise<T> {
  return answer<T>(procedure, await fetch(`${baseUrl}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`));
}

export async function trpcMutation<T>(baseUrl: string, procedure: string, input: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return answer<T>(procedure, response);
}

async function answer<T>(procedure: string, response: Response): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: { message?: string } };
  if (!response.ok || body.result === undefined) throw new Error(`${procedure}: ${response.status} ${body.error?.message ?? JSON.stringify(body)}`);
  return body.result.data;
}
