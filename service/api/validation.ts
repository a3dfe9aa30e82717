import type { z } from 'zod';
import type { ErrorDetail } from '../../shared/contract/errors.js';

export type Location = ErrorDetail['in'];

export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(String(segment))) out += `.${String(segment)}`;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/** One detail per offending field; an unknown key is named by its own path. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], location: Location): ErrorDetail[] {
  return issues.flatMap((issue): ErrorDetail[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        in: location,
        path: jsonPath([...issue.path, key]),
        message: 'unknown field',
      }));
    }
    return [{ in: location, path: jsonPath(issue.path), message: issue.message }];
  });
}
