import { zodResolver } from '@hookform/resolvers/zod';
import { investmentFormSchema } from '@common/schemas/investments';
import type { InvestableProject } from '@common/rules/investment-rules';

/**
 * The invest form's checks (spec section 5, `investmentFormSchema`) as the form library's
 * resolver. Its own chunk with zod: the project page loads it when the visitor first starts on
 * the form (`use-invest-flow.ts`), not before it hydrates.
 */
export const investmentResolver = (project: InvestableProject & { id: number }) => zodResolver(investmentFormSchema(project));
