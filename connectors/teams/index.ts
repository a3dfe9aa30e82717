export { teamsPlatform } from './app.js';
