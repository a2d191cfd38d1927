/** Turns a failed tRPC call into one Italian sentence for the page. */
export function describeError(error: unknown): string {
  const data = (error as { data?: { code?: string } } | null)?.data;
  if (data?.code === "BAD_REQUEST") {
    return "La richiesta non è valida: controlla quello che hai scritto.";
  }
  if (data?.code === "TOO_MANY_REQUESTS") {
    return "Troppe richieste: aspetta un momento e riprova.";
  }
  return "Il dizionario non risponde in questo momento. Riprova tra poco.";
}
