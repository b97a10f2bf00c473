import { decimalToCents, sumCents, type Cents } from '../money';
import type { CreatorProceeds } from '../schemas/creator-dashboard';

export interface CreatorProceedsTotals {
  raised: Cents;
  platformFee: Cents;
  net: Cents;
  revenuePaid: Cents;
}

/** The creator's money over all their projects: each figure of every project's proceeds, summed to the cent. */
export function creatorProceedsTotals(projects: ReadonlyArray<{ proceeds: CreatorProceeds }>): CreatorProceedsTotals {
  const total = (figure: keyof CreatorProceeds) => sumCents(projects.map((project) => decimalToCents(project.proceeds[figure])));
  return { raised: total('raised'), platformFee: total('platformFee'), net: total('net'), revenuePaid: total('revenuePaid') };
}
