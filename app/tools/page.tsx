import { YoursPage } from '@/components/yours/yours-page';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.yours.title);

export default async function ToolsRoute() {
  const t = await requestDictionary();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.yours.title}</h1>
      <p className="max-w-4xl text-slate-700 dark:text-slate-300">{t.yours.intro}</p>
      <YoursPage />
    </>
  );
}
