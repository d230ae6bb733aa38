import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { PageSpinner } from '@/components/ui/page-spinner';

/** Routes load lazily so each page's code downloads only when it is visited. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Shown while the first lazy route of a visit loads.
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
      },
      {
        path: paths.login.path,
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        path: paths.payment.path,
        lazy: async () => ({ Component: (await import('./routes/payment')).PaymentRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);
