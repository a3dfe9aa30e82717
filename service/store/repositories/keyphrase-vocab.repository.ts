import type { Queryable } from '../../../shared/runtime/pool.js';

/** The keyphrase vocabulary: which hashes may be shown in the clear once ingestion has named them. */
export class KeyphraseVocabRepository {
  constructor(private readonly db: Queryable) {}

  /** Adds hashes that reached the naming threshold, still without text; ingestion fills it in later. */
  async addCandidates(orgId: string, hashes: string[], at: Date): Promise<number> {
    if (hashes.length === 0) return 0;
    const { rowCount } = await this.db.query(
      `INSERT INTO keyphrase_vocab (org_id, hash, candidate_at)
       SELECT $1, h, $3 FROM unnest($2::bigint[]) AS h
       ON CONFLICT (org_id, hash) DO NOTHING`,
      [orgId, hashes, at],
    );
    return rowCount ?? 0;
  }
}
