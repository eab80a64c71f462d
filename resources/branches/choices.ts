/** The fixed choices of the branch screens: services, week days from Saturday, units. */
import { WEEK_DAY_KEYS } from '@/dataProvider/weeks';
import { BRANCH_SERVICES, type Branch, type BranchService } from '@/dataProvider/types';

export const serviceChoices = BRANCH_SERVICES.map((id) => ({ id, name: `resources.branches.services.${id}` }));

/** The week starts on Saturday: day 0 is Saturday, 6 is Friday. */
export const dayChoices = WEEK_DAY_KEYS.map((key, id) => ({ id, name: `app.weekDays.${key}` }));

export const statusChoices = [
  { id: 'active', name: 'app.status.active' },
  { id: 'inactive', name: 'app.status.inactive' },
];

export const unitChoices = [
  { id: 'km', name: 'resources.branches.units.km' },
  { id: 'm', name: 'resources.branches.units.m' },
];

export const DEFAULT_CENTRE = { lat: 24.713552, lng: 46.675296 };

/** What a new branch starts with: the fields of the tabs that open only once it exists. */
export const newBranchDefaults: Partial<Branch> = {
  status: 'active',
  services: { delivery: false, subscription: false, carPickup: false, pickup: true },
  deliveryFees: 0,
  autoCancelAfterMinutes: 15,
  autoConfirm: false,
  shifts: [{ days: [0, 1, 2, 3, 4, 5, 6], start: '10:00', end: '23:00' }],
  location: { ...DEFAULT_CENTRE, deliveryArea: null, subscriptionArea: null },
};

export type AreaKind = 'deliveryArea' | 'subscriptionArea';
export const serviceOfArea: Record<AreaKind, BranchService> = {
  deliveryArea: 'delivery',
  subscriptionArea: 'subscription',
};
