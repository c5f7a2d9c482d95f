import type { QueryGet } from '@/lib/deploy/static-deploy';
import { isCatalogId } from '@/lib/scenario/catalog-info';
import { modelInfo } from '@/lib/protocol/models';
import { isYourCatalogId } from '@/lib/your-tools/types';
import type { BudgetExplorerProps } from './budget-page';

const DEFAULT_CATALOGS = ['github-default-toolsets', 'slack-korotovsky'];

/** Where a link to /budget starts: its catalogs (unknown ids dropped), model (if known), and a catalog of the reader's own (`yours=`). */
export function budgetInitial(get: QueryGet): BudgetExplorerProps['initial'] {
  const selected = (get('catalogs') ?? DEFAULT_CATALOGS.join(',')).split(',').filter(isCatalogId);
  const model = get('model');
  const yours = get('yours')?.split(',').find(isYourCatalogId);
  return { selected, ...(model && modelInfo(model) ? { modelId: model } : {}), ...(yours ? { yours } : {}) };
}
