import { CatalogsPage } from '@/components/catalogs/catalogs-page';
import { titled } from '../request-locale';

export const generateMetadata = titled((t) => t.catalogs.title);

export default function CatalogsRoute() {
  return <CatalogsPage />;
}
