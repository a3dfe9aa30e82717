import type { ErrorDetail } from '../../../shared/contract/errors.js';
import {
  MAX_SKILL_CARDS,
  type SkillCard,
  type SkillCardInput,
  type SkillCardTriggers,
} from '../../../shared/contract/skill-cards.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { type Pool, type Queryable, transaction } from '../../../shared/runtime/pool.js';
import { CRISIS_THEMES, STATES, TOPICS } from '../../analysis/signal.js';
import {
  type SkillCardRecord,
  SkillCardsRepository,
} from '../../store/repositories/skill-cards.repository.js';
import type { AuthContext } from '../auth.js';
import { Conflict, InvalidRequest, NotFound } from '../errors.js';
import { requireBrain } from '../tiers.js';
import { DEFAULT_SKILL_CARDS } from './catalogue.js';

const FEATURE = 'Skill cards';
const THEMES: readonly string[] = [...TOPICS, ...CRISIS_THEMES];

/** Trigger names outside the engine's vocabularies, each as a detail naming its place in the body. */
function vocabularyProblems(triggers: SkillCardTriggers, at: string): ErrorDetail[] {
  const unknown = (field: 'states' | 'themes', vocabulary: readonly string[]) =>
    triggers[field].flatMap((name, i) =>
      vocabulary.includes(name)
        ? []
        : [
            {
              in: 'body' as const,
              path: `${at}.triggers.${field}[${i}]`,
              message: `unknown ${field === 'states' ? 'state' : 'theme'} "${name}"; expected one of ${vocabulary.join(', ')}`,
            },
          ],
    );
  return [...unknown('states', STATES), ...unknown('themes', THEMES)];
}

function checkVocabulary(cards: { card: SkillCardInput; at: string }[]): void {
  const details = cards.flatMap(({ card, at }) => vocabularyProblems(card.triggers, at));
  if (details.length > 0) {
    const first = details[0]!;
    throw new InvalidRequest(
      `The request body is invalid (${first.in} ${first.path}: ${first.message}).`,
      details,
    );
  }
}

/** The organisation's cards, the default catalogue copied in first if this is their first use. */
export async function catalogue(db: Queryable, orgId: string, at: Date): Promise<SkillCardsRepository> {
  const repo = new SkillCardsRepository(db);
  if (await repo.startCatalogue(orgId, at)) await repo.insert(orgId, DEFAULT_SKILL_CARDS, at);
  return repo;
}

export function presentCard(card: SkillCardRecord): SkillCard {
  return {
    id: card.id,
    title: card.title,
    body: card.body,
    resources: card.resources,
    triggers: card.triggers,
    tones: card.tones,
    created_at: card.createdAt.toISOString(),
    updated_at: card.updatedAt.toISOString(),
  };
}

/**
 * An organisation's skill cards (Brain tier). The default catalogue is copied in the first time the
 * organisation's cards are used, in the same transaction, so two first calls never copy it twice.
 */
export class SkillCardsService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  private withCatalogue<T>(orgId: string, work: (repo: SkillCardsRepository, at: Date) => Promise<T>) {
    return transaction(this.pool, async (db) => {
      const at = this.clock.now();
      const repo = await catalogue(db, orgId, at);
      return work(repo, at);
    });
  }

  /** The organisation's cards (for matching: no tier check, the caller has made it). */
  cards(orgId: string): Promise<SkillCardRecord[]> {
    return this.withCatalogue(orgId, (repo) => repo.list(orgId));
  }

  async list(auth: AuthContext): Promise<SkillCard[]> {
    requireBrain(auth.org.tier, FEATURE);
    return (await this.cards(auth.org.id)).map(presentCard);
  }

  async get(auth: AuthContext, id: string): Promise<SkillCard> {
    requireBrain(auth.org.tier, FEATURE);
    const card = await this.withCatalogue(auth.org.id, (repo) => repo.get(auth.org.id, id));
    if (!card) throw new NotFound('No skill card has this id.');
    return presentCard(card);
  }

  async create(auth: AuthContext, input: SkillCardInput): Promise<SkillCard> {
    requireBrain(auth.org.tier, FEATURE);
    checkVocabulary([{ card: input, at: '$' }]);
    const [card] = await this.withCatalogue(auth.org.id, async (repo, at) => {
      if ((await repo.count(auth.org.id)) >= MAX_SKILL_CARDS) {
        throw new Conflict(`An organisation has at most ${MAX_SKILL_CARDS} skill cards; delete one first.`);
      }
      return repo.insert(auth.org.id, [input], at);
    });
    return presentCard(card!);
  }

  async update(auth: AuthContext, id: string, input: SkillCardInput): Promise<SkillCard> {
    requireBrain(auth.org.tier, FEATURE);
    checkVocabulary([{ card: input, at: '$' }]);
    const card = await this.withCatalogue(auth.org.id, (repo, at) => repo.update(auth.org.id, id, input, at));
    if (!card) throw new NotFound('No skill card has this id.');
    return presentCard(card);
  }

  async remove(auth: AuthContext, id: string): Promise<SkillCard> {
    requireBrain(auth.org.tier, FEATURE);
    const card = await this.withCatalogue(auth.org.id, (repo) => repo.delete(auth.org.id, id));
    if (!card) throw new NotFound('No skill card has this id.');
    return presentCard(card);
  }

  /** Replaces the whole catalogue (an empty list leaves the organisation without cards). */
  async replace(auth: AuthContext, cards: SkillCardInput[]): Promise<SkillCard[]> {
    requireBrain(auth.org.tier, FEATURE);
    checkVocabulary(cards.map((card, i) => ({ card, at: `$.cards[${i}]` })));
    const records = await this.withCatalogue(auth.org.id, async (repo, at) => {
      await repo.deleteAll(auth.org.id);
      return repo.insert(auth.org.id, cards, at);
    });
    return records.map(presentCard);
  }
}
