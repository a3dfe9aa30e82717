/**
 * Whether an error means PostgreSQL could not be reached or would not take the work (as opposed to the
 * statement itself being wrong). Such work can wait in a queue and be retried.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  const code = e.code ?? '';
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND'].includes(
      code,
    )
  ) {
    return true;
  }
  // Class 08 connection exceptions, 53 insufficient resources, 57P0x operator intervention (shutdown, recovery).
  if (/^08/.test(code) || /^53/.test(code) || /^57P0[1-4]$/.test(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
    e.message ?? '',
  );
}
