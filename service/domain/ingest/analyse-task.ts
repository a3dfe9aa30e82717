import { analyse } from '../../analysis/analyse.js';
import { type AnalysedItem, toAnalysedItem } from './analysed-item.js';

export interface AnalyseTask {
  orgId: string;
  texts: string[];
}

/** Runs in a worker thread: the engine over each text. Nothing here keeps the text. */
export default function analyseTask({ orgId, texts }: AnalyseTask): AnalysedItem[] {
  return texts.map((text) => toAnalysedItem(orgId, analyse(text)));
}
