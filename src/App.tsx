import { useState } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore, type I18nProvider } from 'react-admin';
import { Route } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { dataProvider } from '@/dataProvider';
import { authProvider } from './auth/authProvider';
import { areas } from './areas';
import { Layout } from './layout/Layout';
import { ToastBridge } from './layout/ToastBridge';
import LoginPage from './pages/LoginPage';
import ForgetPasswordPage from './pages/ForgetPasswordPage';
import ResetPasswordPage from './pages/ResetPasswordPage';
import NotFound from './pages/NotFound';
import { AccessDenied, HomeRedirect } from './pages/redirects';
import { createQueryClient } from './queryClient';
import { styleCaches, themes } from './theme';
import { Toasts } from './toasts';
import { useDirection } from './useDirection';

const store = localStorageStore(undefined, 'backoffice');

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const direction = useDirection();
  const [queryClient] = useState(createQueryClient);
  return (
    <CacheProvider value={styleCaches[direction]}>
      <Admin
        title="app.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        layout={Layout}
        loginPage={LoginPage}
        dashboard={HomeRedirect}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        notification={ToastBridge}
        theme={themes[direction].light}
        darkTheme={themes[direction].dark}
        requireAuth
        disableTelemetry
      >
        {areas.map((area) =>
          area.resource ? (
            <Resource key={area.name} name={area.name} icon={area.nav.icon} {...area.resource}>
              {area.routes}
            </Resource>
          ) : null,
        )}
        <CustomRoutes>{areas.flatMap((area) => area.pages ?? [])}</CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/forget-password" element={<ForgetPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </CustomRoutes>
      </Admin>
      <Toasts direction={direction} />
    </CacheProvider>
  );
}
