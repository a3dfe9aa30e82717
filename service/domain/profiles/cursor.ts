import { InvalidRequest } from '../errors.js';

/**
 * Opaque page cursors: base64url JSON of where the next page starts. A cursor that does not decode to the
 * expected shape is a 400 naming the query parameter, never a 500.
 */
export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor<T>(cursor: string | undefined, valid: (value: unknown) => value is T): T | null {
  if (cursor === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (!valid(value)) {
    throw new InvalidRequest('The query parameter `cursor` is not a cursor this endpoint returned.', [
      { in: 'query', path: '$.cursor', message: 'not a cursor returned by a previous page' },
    ]);
  }
  return value;
}
