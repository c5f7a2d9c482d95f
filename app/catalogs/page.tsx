import type { Metadata } from 'next';
import { CatalogsPage } from '@/components/catalogs/catalogs-page';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: `${t.catalogs.title} · ${t.appName}` };

export default function CatalogsRoute() {
  return <CatalogsPage />;
}
