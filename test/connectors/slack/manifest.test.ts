import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@slack/bolt';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  botEvents,
  botScopes,
  EVENTS_PATH,
  LISTENERS,
  OAUTH_REDIRECT_PATH,
} from '../../../connectors/slack/app.js';
import type { SlackDeps } from '../../../connectors/slack/deps.js';
import { SLASH_COMMANDS } from '../../../connectors/slack/listeners/commands/index.js';

const read = (file: string) =>
  parse(readFileSync(path.resolve(import.meta.dirname, '../../../manifests/slack', file), 'utf8'));
const manifest = read('manifest.yml');
const socketModeManifest = read('manifest.socket-mode.yml');

/** Slack's published manifest schema (slackapi/manifest-schema, MIT; the copy and its licence are in fixtures). */
const validateManifest = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../fixtures/slack-manifest-schema/manifest.schema.1.0.0.json'),
      'utf8',
    ),
  ),
);

/** The HTTP manifest as Socket Mode needs it: no request URLs, socket mode on. */
function withoutRequestUrls(http: any): any {
  const copy = structuredClone(http);
  for (const command of copy.features.slash_commands) delete command.url;
  delete copy.oauth_config.redirect_urls;
  delete copy.settings.event_subscriptions.request_url;
  delete copy.settings.interactivity.request_url;
  copy.settings.socket_mode_enabled = true;
  return copy;
}

/** Runs every listener module's `register` against a recorder instead of an app, to learn what it handles. */
function registrations() {
  const found = { events: [] as string[], commands: [] as string[], actions: [] as string[] };
  const recorder = {
    event: (name: string) => found.events.push(name),
    command: (name: string) => found.commands.push(name),
    action: (id: string) => found.actions.push(id),
  } as unknown as App;
  for (const listener of LISTENERS) listener.register(recorder, {} as SlackDeps);
  return found;
}

const pathOf = (url: string) => new URL(url).pathname;

describe('manifests/slack/manifest.yml', () => {
  const registered = registrations();

  it('should subscribe to exactly the bot events the listeners handle', () => {
    const subscribed: string[] = manifest.settings.event_subscriptions.bot_events;
    expect([...subscribed].sort()).toEqual(botEvents());
    for (const event of registered.events) {
      if (event === 'message')
        expect(subscribed).toEqual(expect.arrayContaining(['message.channels', 'message.groups']));
      else expect(subscribed).toContain(event);
    }
    expect(registered.events).toContain('message');
  });

  it('should declare the slash commands the code registers, as the code declares them', () => {
    const declared = manifest.features.slash_commands.map((c: Record<string, unknown>) => c.command);
    expect(declared.sort()).toEqual([...registered.commands].sort());
    for (const command of SLASH_COMMANDS) {
      const entry = manifest.features.slash_commands.find(
        (c: { command: string }) => c.command === command.command,
      );
      expect(entry).toMatchObject({
        description: command.description,
        usage_hint: command.usage_hint,
        should_escape: command.should_escape,
      });
      expect(pathOf(entry.url)).toBe(EVENTS_PATH);
    }
  });

  it('should ask for exactly the bot scopes the listeners and alert drawing need', () => {
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual(botScopes());
  });

  it('should turn interactivity on for the buttons, with every request going to the events path', () => {
    expect(registered.actions).toContain('affective_acknowledge');
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(pathOf(manifest.settings.interactivity.request_url)).toBe(EVENTS_PATH);
    expect(pathOf(manifest.settings.event_subscriptions.request_url)).toBe(EVENTS_PATH);
  });

  it('should name the OAuth redirect the receiver serves, and a home tab for the counters', () => {
    expect(manifest.oauth_config.redirect_urls.map(pathOf)).toEqual([OAUTH_REDIRECT_PATH]);
    expect(manifest.features.app_home.home_tab_enabled).toBe(true);
    expect(manifest.display_information).toMatchObject({
      name: 'Affective',
      description: expect.any(String),
    });
  });

  it("should be valid against Slack's published manifest schema, as should the Socket Mode variant", () => {
    for (const candidate of [manifest, socketModeManifest]) {
      expect(validateManifest(candidate), JSON.stringify(validateManifest.errors)).toBe(true);
    }
    const broken = { ...manifest, settings: { ...manifest.settings, socket_mode_enabled: 'yes' } };
    expect(validateManifest(broken)).toBe(false);
  });

  it('should keep the Socket Mode variant the same app, without request URLs', () => {
    expect(socketModeManifest).toEqual(withoutRequestUrls(manifest));
  });

  it('should keep token rotation off: alert drawing reads stored bot tokens outside any Slack request', () => {
    expect(manifest.settings.token_rotation_enabled).toBe(false);
    expect(socketModeManifest.settings.token_rotation_enabled).toBe(false);
    expect(manifest.settings.org_deploy_enabled).toBe(false);
  });
});
