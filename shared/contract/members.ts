import { z } from 'zod';
import { MemberAttributes } from './configure.js';

export const Uid = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, 'expected a pseudonymous id of 1 to 128 visible ASCII characters')
  .meta({ description: 'Pseudonymous user identifier assigned by the customer' });

export const MAX_MEMBERS_PER_CALL = 10_000;

export const Member = MemberAttributes.extend({ uid: Uid });
export type Member = z.infer<typeof Member>;

export const PutMembersRequest = z
  .strictObject({ members: z.array(Member).min(1).max(MAX_MEMBERS_PER_CALL) })
  .meta({
    id: 'PutMembersRequest',
    description: 'Upserts cohort attributes; a given field replaces the stored one.',
  });
export type PutMembersRequest = z.infer<typeof PutMembersRequest>;

export const PutMembersResponse = z.object({ upserted: z.int().min(0) }).meta({ id: 'PutMembersResponse' });
export type PutMembersResponse = z.infer<typeof PutMembersResponse>;

export const UidParams = z.strictObject({ uid: Uid });

export const ErasedUser = z
  .object({
    uid: Uid,
    signals_erased: z.int().min(0),
    erased_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ErasedUser' });
export type ErasedUser = z.infer<typeof ErasedUser>;
