import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { logBrowserErrors } from './logging/browserErrors';
import { createAppRouter } from './router';
import './ui/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

logBrowserErrors();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
