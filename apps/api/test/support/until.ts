/** Reads until `done` holds or `ms` pass; answers the last value read (the test asserts on it). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}
