import { ErasedUser, UidParams } from '../../../shared/contract/members.js';
import {
  Profile,
  ProfileQuery,
  SignalsPage,
  SignalsQuery,
  UsersPage,
  UsersQuery,
} from '../../../shared/contract/profiles.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

const AUDITED = 'Brain tier. The read is written to the audit log (`GET /audit`).';

export function usersRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/users',
      operationId: 'listUsers',
      summary: 'List the uids seen, with their last activity',
      description: AUDITED,
      tag: 'Profiles',
      access: 'admin',
      query: UsersQuery,
      responses: { 200: { description: 'A page of uids', schema: UsersPage }, ...errorResponses },
      handle: async ({ query, auth }) => ({ body: await ctx.profiles.users(auth, query) }),
    }),
    route({
      method: 'get',
      path: '/users/:uid/profile',
      operationId: 'getUserProfile',
      summary: 'One person’s signals over time',
      description: `Daily moods, valence, states, topics, distress with the baseline and risk levels, with the person’s flags and crisis alerts; never text or keyphrases. ${AUDITED}`,
      tag: 'Profiles',
      access: 'admin',
      params: UidParams,
      query: ProfileQuery,
      responses: { 200: { description: 'The profile', schema: Profile }, ...errorResponses },
      handle: async ({ params, query, auth }) => ({
        body: await ctx.profiles.profile(auth, params.uid, query),
      }),
    }),
    route({
      method: 'get',
      path: '/users/:uid/signals',
      operationId: 'listUserSignals',
      summary: 'Page through one person’s stored signals',
      description: `Oldest first, \`from\` inclusive and \`to\` exclusive; no text or keyphrases. ${AUDITED}`,
      tag: 'Profiles',
      access: 'admin',
      params: UidParams,
      query: SignalsQuery,
      responses: { 200: { description: 'A page of signals', schema: SignalsPage }, ...errorResponses },
      handle: async ({ params, query, auth }) => ({
        body: await ctx.profiles.signals(auth, params.uid, query),
      }),
    }),
    route({
      method: 'delete',
      path: '/users/:uid',
      operationId: 'eraseUser',
      summary: 'Erase everything stored about a uid',
      description: 'Deletes its signals, distress baseline, flags and cohort attributes.',
      tag: 'Data protection',
      access: 'admin',
      params: UidParams,
      responses: { 200: { description: 'Erased', schema: ErasedUser }, ...errorResponses },
      handle: async ({ params, auth }) => ({ body: await ctx.users.erase(auth.org.id, params.uid) }),
    }),
  ];
}
