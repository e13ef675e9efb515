import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { createPersistentCache } from '@/lib/swr-persist';

/**
 * App-wide providers. SWR does not retry client errors (4xx: the answer will not change) and
 * retries server and network failures a few times only. Its cache keeps public content between
 * visits (lib/swr-persist.ts).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SWRConfig
        value={{
          errorRetryCount: 3,
          shouldRetryOnError: (error: unknown) =>
            !(error instanceof ApiError && error.status >= 400 && error.status < 500),
          dedupingInterval: 5000,
          provider: () => createPersistentCache(),
        }}
      >
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </StrictMode>
  );
}
