export { slackPlatform } from './app.js';
