import type { QueryGet } from '@/lib/deploy/static-deploy';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import { modelInfo } from '@/lib/protocol/models';
import type { BudgetExplorerProps } from './budget-page';

const DEFAULT_CATALOGS = ['github-default-toolsets', 'slack-korotovsky'];

/** Where a link to /budget starts: its catalogs (unknown ids dropped) and model (if known). */
export function budgetInitial(get: QueryGet): BudgetExplorerProps['initial'] {
  const selected = (get('catalogs') ?? DEFAULT_CATALOGS.join(',')).split(',').filter(isCatalogId);
  const model = get('model');
  return { selected, ...(model && modelInfo(model) ? { modelId: model } : {}) };
}
