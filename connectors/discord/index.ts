export { discordPlatform } from './app.js';
