import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { redirectLegacyHash } from './app/legacy-hash';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { setNavigator } from './lib/navigation';

redirectLegacyHash(window.location, window.history);

const router = createRouter();
setNavigator((to, options) => void router.navigate(to, options));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
