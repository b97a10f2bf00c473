/**
 * The outlooks answered lately, by their inputs: the simulation is pure (the same inputs give
 * the same answer to the cent), and each project page's first render asks for its project's
 * defaults (10,000 paths, about 150 ms of a core), so a page seen again costs no simulation.
 * A funded project's inputs start at its quarter's start, so they too stay the same all quarter.
 */
import { simulateOutlook, type Outlook } from '@common/rules/outlook';
import { outlookInputsToWire, type OutlookInputs } from '@common/rules/outlook-inputs';

export interface OutlookCache {
  outlookOf(inputs: OutlookInputs): Outlook;
}

/** The last `capacity` answers, the least recently asked for dropped first (an answer is a few kilobytes). */
export function createOutlookCache(capacity = 64): OutlookCache {
  const answers = new Map<string, Outlook>();
  return {
    outlookOf(inputs) {
      const key = JSON.stringify([outlookInputsToWire(inputs), inputs.request.noVolatility ?? false]);
      const found = answers.get(key);
      if (found) {
        answers.delete(key);
        answers.set(key, found);
        return found;
      }
      const outlook = simulateOutlook(inputs.project, inputs.request);
      answers.set(key, outlook);
      if (answers.size > capacity) answers.delete(answers.keys().next().value!);
      return outlook;
    },
  };
}
