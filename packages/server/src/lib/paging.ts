/** Rows to skip for page `pageNo` (from 1) of `pageSize` rows. */
export const pageOffset = ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) =>
  (pageNo - 1) * pageSize;

/** Pages of `pageSize` rows that `total` rows fill (0 when there is none). */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
