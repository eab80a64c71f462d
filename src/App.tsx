import { isValidElement, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Resource,
  ResourceDefinitionContext,
  localStorageStore,
  type I18nProvider,
  type ResourceDefinitionContextValue,
  type ResourceProps,
} from 'react-admin';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import { withRoleGuard } from './auth/RoleGuard';
import { refreshIdentity, seedAuthQueries, watchStoredSession } from './auth/storedAuth';
import { Route } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { dataProvider } from '@/dataProvider';
import { authProvider } from './auth/authProvider';
import { areas } from '@/src/areas/areas';
import { Layout } from './layout/Layout';
import { ToastBridge } from './layout/ToastBridge';
import NotFound from './layout/NotFound';
import { AccessDenied, AfterSessionEnd, HomeRedirect } from './auth/redirects';
import { createQueryClient } from '@/src/query/queryClient';
import { persistForUser, type PersistedQueryClient } from '@/src/query/queryCache';
import { getUser, keepingUserChoices } from '@/dataProvider/session';
import { endedSessions, subscribeSignIn } from '@/dataProvider/sessionResume';
import { adoptPrefetchedList } from '@/src/screens/preloadScreen';
import { styleCaches, themes } from '@/src/theme/themes';
import { withLoadStates } from '@/src/list/loadStates';
import { withDataTableParts } from '@/src/theme/dataTableParts';
import { Toasts } from '@/src/theme/toasts';
import { useDirection } from '@/src/theme/useDirection';

const store = keepingUserChoices(localStorageStore(undefined, 'backoffice'));

const adminThemes = Object.fromEntries(
  Object.entries(themes).map(([direction, { light, dark }]) => [
    direction,
    { light: withLoadStates(withDataTableParts(light)), dark: withLoadStates(withDataTableParts(dark)) },
  ]),
) as typeof themes;

/** So no area can leave a screen unguarded. */
const guardedRoutes = (name: string, screens: Record<string, ComponentType> = {}) =>
  Object.entries(screens).map(([path, Screen]) => {
    const Guarded = withRoleGuard(name, Screen);
    return <Route key={path} path={path} element={<Guarded />} />;
  });

function resourceProps({ name, resource = {}, createPath, routes }: AreaDefinition): Omit<ResourceProps, 'name'> {
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
    children: [...createRoute, ...guardedRoutes(name, routes)],
  };
}

const resources = areas.flatMap((area) =>
  area.resource ? [{ name: area.name, icon: area.nav.icon, ...resourceProps(area) }] : [],
);

// Given whole from the start: react-admin fills its own table from an effect, again whenever the route table is
// rebuilt, each fill re-rendering the whole frame in one blocking pass.
const resourceDefinitions: ResourceDefinitionContextValue = {
  definitions: Object.fromEntries(resources.map((props) => [props.name, Resource.registerResource?.(props)])),
  register: () => {},
  unregister: () => {},
};

const adminChildren = [
  ...resources.map((props) => <Resource key={props.name} {...props} />),
  <CustomRoutes key="pages">{areas.flatMap((area) => guardedRoutes(area.name, area.pages))}</CustomRoutes>,
];

interface AdminQueryClient {
  client: QueryClient;
  persisted: PersistedQueryClient;
  userId: string | undefined;
}
let prepared: AdminQueryClient | undefined;

function newQueryClient(): AdminQueryClient {
  const client = createQueryClient();
  seedAuthQueries(client);
  return { client, persisted: persistForUser(client), userId: getUser()?.id };
}

/** So the first screen paints the rows last seen in the same frame as the layout. */
export async function prepareQueryClient(): Promise<void> {
  prepared = newQueryClient();
  await prepared.persisted.restored;
}

function takeQueryClient(): AdminQueryClient {
  const ready = prepared?.userId === getUser()?.id ? prepared : undefined;
  prepared = undefined;
  return ready ?? newQueryClient();
}

// A session that ended over the page takes its screens away at once, so no form of the first person asks or sends
// anything more; the admin starts again with a query client of its own.
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const ended = useSyncExternalStore(subscribeSignIn, endedSessions);
  const [shown, setShown] = useState(ended);
  if (ended !== shown) return <AfterSessionEnd onLanded={() => setShown(ended)} />;
  return <SignedInApp key={shown} i18nProvider={i18nProvider} />;
}

function SignedInApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const direction = useDirection();
  const [{ client: queryClient, persisted }] = useState(() => {
    // react-admin renders nothing until its store holds the language, then mounts the frame from an effect.
    if (store.getItem('locale') !== i18nProvider.getLocale()) store.setItem('locale', i18nProvider.getLocale());
    const admin = takeQueryClient();
    adoptPrefetchedList(admin.client);
    return admin;
  });
  useEffect(() => persisted.persist(), [persisted]);
  useEffect(() => watchStoredSession(queryClient), [queryClient]);
  useEffect(() => refreshIdentity(queryClient), [queryClient]);
  return (
    <CacheProvider value={styleCaches[direction]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={adminThemes[direction].light}
        darkTheme={adminThemes[direction].dark}
      >
        <ResourceDefinitionContext.Provider value={resourceDefinitions}>
          <AdminUI
            title="app.title"
            layout={Layout}
            loginPage={false}
            dashboard={HomeRedirect}
            catchAll={NotFound}
            accessDenied={AccessDenied}
            notification={ToastBridge}
            requireAuth
            disableTelemetry
          >
            {adminChildren}
          </AdminUI>
        </ResourceDefinitionContext.Provider>
      </AdminContext>
      <Toasts direction={direction} />
    </CacheProvider>
  );
}
