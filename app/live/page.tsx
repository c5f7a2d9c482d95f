import { LivePage } from '@/components/live/live-page';
import { requestDictionary, titled } from '../request-locale';

export const generateMetadata = titled((t) => t.live.title);

export default async function LiveRoute() {
  const t = await requestDictionary();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.live.title}</h1>
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t.live.intro}</p>
      <LivePage />
    </>
  );
}
