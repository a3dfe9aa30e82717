import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Connections } from '@microsoft/agents-hosting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceIdOf } from '../../../connectors/teams/ids.js';
import {
  botAddedToTeam,
  channelMessage,
  deliver,
  person,
  TEAM_ID,
  TENANT,
} from '../../fakes/teams/activities.js';
import { startTeamsConnector, type TeamsHarness } from './support.js';

const APP_ID = '6f1f3c1e-5a2b-4d7e-9c41-0b9a6e2d8f35';
const KID = 'test-signing-key';
const OUTBOUND_TOKEN = 'stub-outbound-token';
const OWNER = person('Olivia');

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 token as Microsoft Entra issues them to the Bot Connector's calls, signed with `key`. */
function token(key: KeyObject, claims: Record<string, unknown> = {}, kid = KID): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64url({ alg: 'RS256', typ: 'JWT', kid });
  const body = b64url({
    aud: APP_ID,
    iss: `https://login.microsoftonline.com/${TENANT}/v2.0`,
    tid: TENANT,
    iat: now,
    nbf: now,
    exp: now + 600,
    ...claims,
  });
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key).toString('base64url');
  return `${head}.${body}.${signature}`;
}

/** Outbound tokens from a stub: MSAL refuses an http authority, and the test's authority is on loopback. */
function stubConnections(): Connections {
  const provider = { getAccessToken: async () => OUTBOUND_TOKEN, connectionSettings: {} };
  return {
    getConnection: () => provider,
    getDefaultConnection: () => provider,
    getTokenProvider: () => provider,
    getTokenProviderFromActivity: () => provider,
    getDefaultConnectionConfiguration: () => ({ clientId: APP_ID, tenantId: TENANT }),
  } as unknown as Connections;
}

describe('the Teams connector with JWT validation on', () => {
  let teams: TeamsHarness;
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

  beforeAll(async () => {
    teams = await startTeamsConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'aff_admin_notusedbythesetests_0',
      connections: stubConnections(),
      authority: true,
      env: { TEAMS_APP_ID: APP_ID, TEAMS_TENANT_ID: TENANT, TEAMS_APP_PASSWORD: 'not-used-by-the-stub' },
    });
    teams.fake.jwks = {
      keys: [{ ...signing.publicKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }],
    };
  });
  afterAll(() => teams?.close());

  const installed = async () =>
    (await teams.connector.adapter.deps.directory.team(workspaceIdOf(TEAM_ID))) !== null;

  it('should refuse an activity without a token', async () => {
    const response = await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER));
    expect(response.status).toBe(401);
    expect(await installed()).toBe(false);
  });

  it('should refuse a token signed with another key, or for another bot', async () => {
    const activity = botAddedToTeam(teams.fake.url, OWNER);
    expect((await deliver(teams.messagesUrl, activity, token(stranger.privateKey))).status).toBe(401);
    const otherBot = token(signing.privateKey, { aud: '00000000-0000-0000-0000-000000000001' });
    expect((await deliver(teams.messagesUrl, activity, otherBot)).status).toBe(401);
    const expired = token(signing.privateKey, { exp: Math.floor(Date.now() / 1000) - 3_600 });
    expect((await deliver(teams.messagesUrl, activity, expired)).status).toBe(401);
    expect(await installed()).toBe(false);
  });

  it('should take a token signed with a key of the JWKS, and call the Bot Connector with its own token', async () => {
    const signed = token(signing.privateKey, { serviceurl: teams.fake.url });
    const response = await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER), signed);
    expect(response.status).toBe(200);
    expect(await installed()).toBe(true);
    expect(teams.fake.calls.some((c) => c.path.endsWith('/discovery/v2.0/keys'))).toBe(true);
    const posted = teams.fake.calls.filter((c) => c.path.startsWith('/v3/'));
    expect(posted.length).toBeGreaterThan(0);
    for (const call of posted) expect(call.authorization).toBe(`Bearer ${OUTBOUND_TOKEN}`);
  });

  it('should stream a message whose token checks out', async () => {
    const message = channelMessage(teams.fake.url, OWNER, 'a perfectly ordinary day at work');
    const response = await deliver(teams.messagesUrl, message, token(signing.privateKey));
    expect(response.status).toBe(200);
    // The service of this suite is not there: the message waits in the stream's buffer.
    expect(teams.connector.core.stream.metrics().buffered).toBe(1);
  });
});
