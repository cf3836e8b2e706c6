import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/providers/create-query-client.ts';
import { createAppRouter } from './app/router/create-app-router.ts';
import './app/app.css';

// Without this, zod probes `new Function` for its fast parsers, which the server's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation.
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} queryClient={createQueryClient()} />
  </StrictMode>,
);
