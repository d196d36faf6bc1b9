import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { isOnline } from '../lib/offline/connectivity';
import { cssVariablesResolver, theme } from './theme';

/** A 4xx will answer the same again; without connection a retry only delays «Sin conexión». */
export function shouldRetry(count: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.status === 0 && !isOnline()) return false;
  return count < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // TanStack Query's default ('online') holds every query and mutation while the browser says
      // it is offline — a route loader then never settles and a tap on the bottom bar does
      // nothing. The service worker answers what is kept on the device (the user, the reference
      // lists, parts opened before), so every call is made, and fails at once when nothing is kept.
      queries: {
        networkMode: 'always',
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
          <Notifications position="top-center" limit={4} />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
