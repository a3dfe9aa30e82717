// Worker-thread entry of the analysis pool. Registers tsx so the TypeScript sources load as they are.
import { register } from 'tsx/esm/api';

register();
const { default: analyseTask } = await import('./analyse-task.js');
export default analyseTask;
