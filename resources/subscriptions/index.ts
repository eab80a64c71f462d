import { createElement, lazy, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import PeopleIcon from '@mui/icons-material/People';
import ViewListIcon from '@mui/icons-material/ViewList';
import TuneIcon from '@mui/icons-material/Tune';
import type { AreaDefinition } from '@/src/areas/areaDefinition';

// One Resource, `subscriptions`, whose list only redirects to the subscribers: its routes are the spec's screens,
// each naming the data provider resource it reads. `plans` has no <Resource> of its own (promo codes reference it by
// id), or it would also answer at /plans.
const plans = () => import('./plans/PlanScreens');
const screens: Record<string, ComponentType> = {
  subscribers: lazy(() => import('./SubscriberList')),
  settings: lazy(() => import('./PlanSettingsPage')),
  plans: lazy(() => plans().then((m) => ({ default: m.PlanList }))),
  'plans/create': lazy(() => plans().then((m) => ({ default: m.PlanCreate }))),
  // Static paths (create) outrank this one, so "create" is never read as a plan id.
  'plans/:planId': lazy(() => plans().then((m) => ({ default: m.PlanEdit }))),
};

function ToSubscribers() {
  return createElement(Navigate, { to: '/subscriptions/subscribers', replace: true });
}

export const area: AreaDefinition = {
  name: 'subscriptions',
  order: 90,
  nav: {
    to: '/subscriptions/subscribers',
    label: 'app.nav.subscriptions',
    icon: CardMembershipIcon,
    children: [
      { to: '/subscriptions/subscribers', label: 'app.nav.subscribers', icon: PeopleIcon },
      { to: '/subscriptions/plans', label: 'app.nav.plans', icon: ViewListIcon },
      { to: '/subscriptions/settings', label: 'app.nav.planSettings', icon: TuneIcon },
    ],
  },
  resource: { list: ToSubscribers },
  routes: screens,
  routeLists: {
    subscribers: { listDefaults: () => ({ sort: { field: 'startDate', order: 'DESC' }, perPage: 25 }) },
    plans: {
      listDefaults: () => ({ sort: { field: 'name.en', order: 'ASC' }, perPage: 25 }),
      createPath: 'plans/create',
    },
  },
};
