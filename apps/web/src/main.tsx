import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { activateLocale, initialLocale } from './i18n/i18n.ts';
import { startErrorReporting } from './lib/error-reporting.ts';

startErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Root container not found.');

// The first screen is drawn in the person's language: its catalogue is loaded first.
void activateLocale(initialLocale()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
