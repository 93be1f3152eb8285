import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ServerDataProvider } from './api/ServerDataProvider';
import { logBrowserErrors } from './logging/browserErrors';
import { readStoredStores } from './join/stores/persistedStore';
import { App } from './router';
import { configureZodBeforeItLoads } from './zodSettings';
// The brand's colours and fonts (apps/web/brandPlugin.ts): the build links them in the head.
import 'virtual:brand.css';

// The server's Content-Security-Policy allows no eval: zod must not even try to compile its
// parsers to functions (the attempt alone is a reported violation). Zod loads with the first
// parse it is needed for, after this line (docs/decisions/0040); it takes its settings from this
// global, where z.config() would write them.
configureZodBeforeItLoads({ jitless: true });

// global.css comes with the loading shell's styles, linked from index.html: the shell is styled
// before any script arrives.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

logBrowserErrors();

// The stores are read back from their cookies first: the loading shell stays until they are. Not
// awaited at the top level: the schemas' chunks import from this one, which must finish first.
void readStoredStores().then(() =>
  createRoot(container).render(
    <StrictMode>
      <ServerDataProvider>
        <App />
      </ServerDataProvider>
    </StrictMode>,
  ),
);
