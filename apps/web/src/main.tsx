import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { ServerDataProvider } from './api/ServerDataProvider';
import { logBrowserErrors } from './logging/browserErrors';
import { App } from './router';
// The brand's colours and fonts (apps/web/brandPlugin.ts): the build links them in the head.
import 'virtual:brand.css';

// The server's Content-Security-Policy allows no eval: zod must not even try to compile its
// parsers to functions (the attempt alone is a reported violation).
z.config({ jitless: true });

// global.css comes with the loading shell's styles, linked from index.html: the shell is styled
// before any script arrives.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

logBrowserErrors();

createRoot(container).render(
  <StrictMode>
    <ServerDataProvider>
      <App />
    </ServerDataProvider>
  </StrictMode>,
);
