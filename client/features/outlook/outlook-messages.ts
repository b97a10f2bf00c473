import type { Outlook } from '@common/rules/outlook';
import type { OutlookAsk as Ask } from '@common/rules/outlook-engine';

/** What the page asks its worker (numbered, so the answer is matched to it). */
export interface OutlookAsk extends Ask {
  id: number;
}

/**
 * The worker's answers to the ask of the same id: first a preview over the first paths of the
 * same futures (quick, to follow a slider), then the full answer (`final`), the server's own.
 */
export type OutlookReply =
  | {
      id: number;
      outlook: Outlook;
      final: boolean;
      /** How long the worker took to work it out, in milliseconds (the figure the slider's speed depends on). */
      ms: number;
    }
  | { id: number; error: string };
