/** A fresh idempotency key for one money call (8–64 letters, digits, _ or -): a retry sends the same one. */
export const newIdempotencyKey = (random: () => string = () => crypto.randomUUID()): string =>
  random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
