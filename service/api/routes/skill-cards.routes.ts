import { IdParams } from '../../../shared/contract/common.js';
import {
  ReplaceSkillCardsRequest,
  SkillCard,
  SkillCardInput,
  SkillCardList,
} from '../../../shared/contract/skill-cards.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

const TAG = 'Skill cards';

export function skillCardsRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/skill-cards',
      operationId: 'listSkillCards',
      summary: 'The organisation’s skill cards',
      description:
        'Brain tier. Starts as the default catalogue, which the organisation may change or replace.',
      tag: TAG,
      access: 'key',
      responses: { 200: { description: 'The cards, in order', schema: SkillCardList }, ...errorResponses },
      handle: async ({ auth }) => ({ body: { cards: await ctx.skillCards.list(auth) } }),
    }),
    route({
      method: 'post',
      path: '/skill-cards',
      operationId: 'createSkillCard',
      summary: 'Add a skill card',
      tag: TAG,
      access: 'admin',
      body: SkillCardInput,
      responses: {
        201: { description: 'Card created', schema: SkillCard },
        409: { description: 'The catalogue is full', schema: errorResponses[400]!.schema },
        ...errorResponses,
      },
      handle: async ({ auth, body }) => ({ status: 201, body: await ctx.skillCards.create(auth, body) }),
    }),
    route({
      method: 'put',
      path: '/skill-cards',
      operationId: 'replaceSkillCards',
      summary: 'Replace the whole catalogue',
      tag: TAG,
      access: 'admin',
      body: ReplaceSkillCardsRequest,
      responses: { 200: { description: 'The new catalogue', schema: SkillCardList }, ...errorResponses },
      handle: async ({ auth, body }) => ({ body: { cards: await ctx.skillCards.replace(auth, body.cards) } }),
    }),
    route({
      method: 'get',
      path: '/skill-cards/:id',
      operationId: 'getSkillCard',
      summary: 'One skill card',
      tag: TAG,
      access: 'key',
      params: IdParams,
      responses: {
        200: { description: 'The card', schema: SkillCard },
        404: { description: 'No such card', schema: errorResponses[400]!.schema },
        ...errorResponses,
      },
      handle: async ({ auth, params }) => ({ body: await ctx.skillCards.get(auth, params.id) }),
    }),
    route({
      method: 'put',
      path: '/skill-cards/:id',
      operationId: 'updateSkillCard',
      summary: 'Change a skill card',
      tag: TAG,
      access: 'admin',
      params: IdParams,
      body: SkillCardInput,
      responses: {
        200: { description: 'The card as changed', schema: SkillCard },
        404: { description: 'No such card', schema: errorResponses[400]!.schema },
        ...errorResponses,
      },
      handle: async ({ auth, params, body }) => ({
        body: await ctx.skillCards.update(auth, params.id, body),
      }),
    }),
    route({
      method: 'delete',
      path: '/skill-cards/:id',
      operationId: 'deleteSkillCard',
      summary: 'Delete a skill card',
      tag: TAG,
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'The deleted card', schema: SkillCard },
        404: { description: 'No such card', schema: errorResponses[400]!.schema },
        ...errorResponses,
      },
      handle: async ({ auth, params }) => ({ body: await ctx.skillCards.remove(auth, params.id) }),
    }),
  ];
}
