import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSourceLabel, pseudonymise, sourceLabel } from '../../../connectors/core/pseudonymise.js';

const KEY = 'a-pseudonym-key-of-at-least-32-characters';

describe('pseudonymise', () => {
  it('should be the base64url HMAC-SHA256 of platform:workspace:user, cut to 22 characters', () => {
    const expected = createHmac('sha256', KEY).update('slack:T0001:U0042').digest('base64url').slice(0, 22);
    expect(pseudonymise(KEY, 'slack', 'T0001', 'U0042')).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('should give one person different uids in different workspaces, platforms and under other keys', () => {
    const uids = new Set([
      pseudonymise(KEY, 'slack', 'T0001', 'U0042'),
      pseudonymise(KEY, 'slack', 'T0002', 'U0042'),
      pseudonymise(KEY, 'discord', 'T0001', 'U0042'),
      pseudonymise(`${KEY}-rotated`, 'slack', 'T0001', 'U0042'),
    ]);
    expect(uids.size).toBe(4);
    expect(pseudonymise(KEY, 'slack', 'T0001', 'U0042')).not.toContain('U0042');
  });

  it('should read back only the source labels of its own platform', () => {
    expect(parseSourceLabel('slack', sourceLabel('slack', 'T0001', 'C0009'))).toEqual({
      workspaceId: 'T0001',
      channelId: 'C0009',
    });
    for (const other of [
      'discord:G1:C2',
      'support-tickets',
      'slack:T1',
      'slack:T1:C2:extra',
      null,
      undefined,
    ])
      expect(parseSourceLabel('slack', other)).toBeNull();
  });
});
