/** The single row an insert ... returning produced. */
export function one<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('The write returned no row.');
  return row;
}
