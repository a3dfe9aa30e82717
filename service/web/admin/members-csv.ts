import { parse } from 'csv-parse/sync';
import { MAX_MEMBERS_PER_CALL, Member } from '../../../shared/contract/members.js';
import { issuesToDetails } from '../../api/validation.js';

export const CSV_COLUMNS = ['uid', 'team', 'department', 'age_range', 'tenure', 'tags'] as const;

export interface RowError {
  /** Line of the file (the header is line 1). */
  line: number;
  messages: string[];
}

export interface MembersCsv {
  members: Member[];
  errors: RowError[];
  /** A problem with the file as a whole (unreadable, no uid column, too many rows). */
  fileError: string | null;
}

/**
 * Reads a cohort members CSV: a header row naming `uid` and any of the attribute columns, one member a row,
 * `tags` separated by `;`. Each row is checked with the schema of `PUT /cohort/members`, so the preview shows
 * exactly the rows the API would refuse, and why.
 */
export function readMembersCsv(text: string): MembersCsv {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    return {
      members: [],
      errors: [],
      fileError: `The file is not a readable CSV: ${(err as Error).message}`,
    };
  }
  const header = Object.keys(records[0] ?? {});
  if (!header.includes('uid')) {
    return { members: [], errors: [], fileError: 'The header row must name a `uid` column.' };
  }
  const unknown = header.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) {
    return {
      members: [],
      errors: [],
      fileError: `Unknown column(s): ${unknown.join(', ')}. Use ${CSV_COLUMNS.join(', ')}.`,
    };
  }
  if (records.length > MAX_MEMBERS_PER_CALL) {
    return { members: [], errors: [], fileError: `At most ${MAX_MEMBERS_PER_CALL} rows a file.` };
  }
  const members: Member[] = [];
  const errors: RowError[] = [];
  records.forEach((record, i) => {
    const candidate = Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value !== '')
        .map(([column, value]) => [
          column,
          column === 'tags'
            ? value
                .split(';')
                .map((tag) => tag.trim())
                .filter(Boolean)
            : value,
        ]),
    );
    const result = Member.safeParse(candidate);
    if (result.success) members.push(result.data);
    else {
      errors.push({
        line: i + 2,
        messages: issuesToDetails(result.error.issues, 'body').map(
          (d) => `${d.path.replace(/^\$\./, '')}: ${d.message}`,
        ),
      });
    }
  });
  return { members, errors, fileError: null };
}
