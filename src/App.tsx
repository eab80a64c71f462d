import { isValidElement, useState, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore, type I18nProvider, type ResourceProps } from 'react-admin';
import type { AreaDefinition } from '@/resources/types';
import { withRoleGuard } from './auth/RoleGuard';
import { Route } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { dataProvider } from '@/dataProvider';
import { authProvider } from './auth/authProvider';
import { areas } from './areas';
import { Layout } from './layout/Layout';
import { ToastBridge } from './layout/ToastBridge';
import NotFound from './pages/NotFound';
import { AccessDenied, HomeRedirect } from './pages/redirects';
import { createQueryClient } from './queryClient';
import { adoptPrefetchedList } from './preloadScreen';
import { styleCaches, themes } from './theme';
import { withLoadStates } from './loadStates';
import { Toasts } from './toasts';
import { useDirection } from './useDirection';

const store = localStorageStore(undefined, 'backoffice');

const adminThemes = Object.fromEntries(
  Object.entries(themes).map(([direction, { light, dark }]) => [direction, { light: withLoadStates(light), dark: withLoadStates(dark) }]),
) as typeof themes;

/** The area's screens behind the role guard, and its odd create path (e.g. /users/newuser) as a route. */
function resourceProps({ name, resource = {}, createPath, routes = [] }: AreaDefinition): Omit<ResourceProps, 'name'> {
  // Screens are components (lazy ones are objects too); an element is passed through as it is.
  const guard = (screen: ResourceProps['list']) =>
    screen && !isValidElement(screen) ? withRoleGuard(name, screen as ComponentType) : screen;
  const create = guard(resource.create);
  const Create = create as ComponentType | undefined;
  const createRoute = createPath && Create ? [<Route key={createPath} path={createPath} element={<Create />} />] : [];
  return {
    ...resource,
    list: guard(resource.list),
    edit: guard(resource.edit),
    create,
    show: guard(resource.show),
    children: [...createRoute, ...routes],
  };
}

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const direction = useDirection();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    adoptPrefetchedList(client);
    return client;
  });
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
        // The sign-in and password pages live outside the admin (src/routes.tsx).
        loginPage={false}
        dashboard={HomeRedirect}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        notification={ToastBridge}
        theme={adminThemes[direction].light}
        darkTheme={adminThemes[direction].dark}
        requireAuth
        disableTelemetry
      >
        {areas.map((area) =>
          area.resource ? (
            <Resource key={area.name} name={area.name} icon={area.nav.icon} {...resourceProps(area)} />
          ) : null,
        )}
        <CustomRoutes>{areas.flatMap((area) => area.pages ?? [])}</CustomRoutes>
      </Admin>
      <Toasts direction={direction} />
    </CacheProvider>
  );
}
