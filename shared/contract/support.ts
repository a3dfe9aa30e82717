import { z } from 'zod';
import { Uid } from './members.js';

/** Brain tier: a person's own choice to receive direct support messages, relayed by the connector they use. */
export const SupportOptInRequest = z.strictObject({ opted_in: z.boolean() }).meta({
  id: 'SupportOptInRequest',
  description: 'true when the person asks for support, false when they leave',
});
export type SupportOptInRequest = z.infer<typeof SupportOptInRequest>;

export const SupportOptIn = z.object({ uid: Uid, opted_in: z.boolean() }).meta({ id: 'SupportOptIn' });
export type SupportOptIn = z.infer<typeof SupportOptIn>;
