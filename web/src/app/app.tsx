import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '../lib/api-client';
import { useLiveChannel } from '../lib/live';
import { router } from './router';

// docs/style.md §Web / spec 1 §7: fresh for 5 minutes, one retry, no refetch on window focus.
const swrConfig: SWRConfiguration = {
  fetcher,
  dedupingInterval: 300_000,
  errorRetryCount: 1,
  revalidateOnFocus: false,
};

export function App() {
  useLiveChannel();
  return (
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
