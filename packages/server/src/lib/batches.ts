/**
 * `fn` over `items`, at most `size` calls in flight at once (a batch waits for
 * the one before it), the answers in the items' order.
 */
export async function mapInBatches<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    answers.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  }
  return answers;
}
