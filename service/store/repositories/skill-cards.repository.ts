import type { SkillCardInput } from '../../../shared/contract/skill-cards.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface SkillCardRecord extends SkillCardInput {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, title, body, resources, triggers, tones, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** An organisation's skill cards, in catalogue order. */
export class SkillCardsRepository {
  constructor(private readonly db: Queryable) {}

  /** Marks the catalogue as started; true when this call started it (the caller then adds the defaults). */
  async startCatalogue(orgId: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'INSERT INTO skill_card_catalogues (org_id, seeded_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [orgId, at],
    );
    return rowCount === 1;
  }

  async list(orgId: string): Promise<SkillCardRecord[]> {
    const { rows } = await this.db.query<SkillCardRecord>(
      `SELECT ${COLUMNS} FROM skill_cards WHERE org_id = $1 ORDER BY position, created_at, id`,
      [orgId],
    );
    return rows;
  }

  async get(orgId: string, id: string): Promise<SkillCardRecord | null> {
    const { rows } = await this.db.query<SkillCardRecord>(
      `SELECT ${COLUMNS} FROM skill_cards WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return rows[0] ?? null;
  }

  async count(orgId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM skill_cards WHERE org_id = $1',
      [orgId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Appends the cards after the existing ones, in the order given. */
  async insert(orgId: string, cards: readonly SkillCardInput[], at: Date): Promise<SkillCardRecord[]> {
    if (cards.length === 0) return [];
    const { rows } = await this.db.query<SkillCardRecord>(
      `WITH added AS (
         INSERT INTO skill_cards (org_id, title, body, resources, triggers, tones, position, created_at, updated_at)
         SELECT $1, c.card->>'title', c.card->>'body', c.card->'resources', c.card->'triggers', c.card->'tones',
                coalesce((SELECT max(position) FROM skill_cards WHERE org_id = $1), 0) + c.i, $2, $2
           FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS c(card, i)
         RETURNING *)
       SELECT ${COLUMNS} FROM added ORDER BY position`,
      [orgId, at, JSON.stringify(cards)],
    );
    return rows;
  }

  async update(orgId: string, id: string, card: SkillCardInput, at: Date): Promise<SkillCardRecord | null> {
    const { rows } = await this.db.query<SkillCardRecord>(
      `UPDATE skill_cards SET title = $3, body = $4, resources = $5, triggers = $6, tones = $7, updated_at = $8
        WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [
        orgId,
        id,
        card.title,
        card.body,
        JSON.stringify(card.resources),
        JSON.stringify(card.triggers),
        JSON.stringify(card.tones),
        at,
      ],
    );
    return rows[0] ?? null;
  }

  async delete(orgId: string, id: string): Promise<SkillCardRecord | null> {
    const { rows } = await this.db.query<SkillCardRecord>(
      `DELETE FROM skill_cards WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [orgId, id],
    );
    return rows[0] ?? null;
  }

  async deleteAll(orgId: string): Promise<void> {
    await this.db.query('DELETE FROM skill_cards WHERE org_id = $1', [orgId]);
  }
}
