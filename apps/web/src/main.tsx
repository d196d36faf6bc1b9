import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { setUnauthenticatedHandler } from './lib/api-client';

const queryClient = createQueryClient();
const router = createRouter(queryClient);

// A 401 from any call means the session ended: forget the user and go to the sign-in screen.
setUnauthenticatedHandler(() => {
  queryClient.setQueryData(['user'], null);
  if (window.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
