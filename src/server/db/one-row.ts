/** The row a statement that must touch exactly one row (an insert, an update by key) returned. */
export function oneRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected the statement to return a row');
  return row;
}
