#!/usr/bin/env node
// Runs the TypeScript sources directly; `npm run build` is not needed to use the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.js');
