import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { applicationBody } from '../install.js';
import { commandsBody } from '../listeners/commands/index.js';

export const MANIFESTS_DIR = path.resolve(import.meta.dirname, '../../../manifests/discord');

/** The files of `manifests/discord`, as the declarations in code make them. */
export function manifestFiles(): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return { 'commands.json': json(commandsBody()), 'application.json': json(applicationBody()) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const [name, content] of Object.entries(manifestFiles())) {
    writeFileSync(path.join(MANIFESTS_DIR, name), content);
    process.stdout.write(`wrote manifests/discord/${name}\n`);
  }
}
