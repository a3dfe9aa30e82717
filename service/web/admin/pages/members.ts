import type { RequestHandler, Response, Router } from 'express';
import multer from 'multer';
import { PutMembersRequest } from '../../../../shared/contract/members.js';
import type { ServiceContext } from '../../../context.js';
import { CSV_COLUMNS, readMembersCsv } from '../members-csv.js';
import { attempt, field, parseForm, refuseForgery, renderAdmin } from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PREVIEW_ROWS = 20;
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1 } });

/**
 * Cohort members from a CSV file: an upload is previewed (its first rows and every row the API would refuse)
 * and nothing is stored until the admin imports the rows that passed, through `PUT /cohort/members`'s rules.
 */
export function membersPage(router: Router, ctx: ServiceContext) {
  const show = (res: Response, extra: Record<string, unknown> = {}, status = 200) =>
    renderAdmin(res, 'members', { columns: CSV_COLUMNS, ...extra }, status);

  router.get('/members', (_req, res) => show(res));
  // A file over the limit is the admin's mistake: a page that says so, not an error.
  const receive: RequestHandler = (req, res, next) =>
    upload.single('file')(req, res, (err: unknown) => {
      if (!err) return next();
      const message =
        err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE'
          ? `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB.`
          : 'The upload could not be read; send one CSV file.';
      show(res, { problem: { message, details: [] } }, 400);
    });
  router.post('/members/preview', receive, (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    if (!req.file)
      return show(res, { problem: { message: 'Choose a CSV file to upload.', details: [] } }, 400);
    const csv = readMembersCsv(req.file.buffer.toString('utf8'));
    if (csv.fileError) return show(res, { problem: { message: csv.fileError, details: [] } }, 400);
    show(res, {
      preview: {
        rows: csv.members.slice(0, PREVIEW_ROWS),
        total: csv.members.length,
        errors: csv.errors,
        payload: JSON.stringify(csv.members),
      },
    });
  });
  router.post('/members/import', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { auth } = sessionOf(res);
    const { value, problem } = await attempt(async () => {
      let members: unknown;
      try {
        members = JSON.parse(field(req.body, 'members'));
      } catch {
        members = null;
      }
      return ctx.members.upsert(auth.org.id, auth.org.tier, parseForm(PutMembersRequest, { members }));
    });
    show(res, value ? { done: `${value.upserted} members imported.` } : { problem }, problem ? 400 : 200);
  });
}
