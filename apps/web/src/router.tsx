import { createBrowserRouter, redirect } from 'react-router';
import { AppLayout } from './AppLayout';
import { JoinPage } from './pages/JoinPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The app's routes (03 §1): the sale flow lives under /join, which is also where / leads; any
 * other path renders the not-found page inside the app.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, loader: () => redirect('/join') },
        { path: 'join', element: <JoinPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
