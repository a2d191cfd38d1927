/** Awaits a call that must fail, and returns its error as the given class (asserted). */
import { expect } from "vitest";

export async function rejectionOf<E>(call: Promise<unknown>, kind: abstract new (...args: never[]) => E): Promise<E> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
