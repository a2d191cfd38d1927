/** A mistake in how a command was called: printed with the help, exit code 2. */
export class UsageError extends Error {}
