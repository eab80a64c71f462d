/**
 * Shapes of the records the API exchanges. The spec shows few response shapes; these are the ones
 * this product and its fake agree on (see dataProvider/API.md). Fields the spec leaves open are optional.
 */

export type Role = 'user' | 'admin' | 'customer_care_admin' | 'customer_care_agent';
export type Privilege = Exclude<Role, 'user'>;
export const PRIVILEGES: readonly Privilege[] = ['admin', 'customer_care_admin', 'customer_care_agent'];

export interface SystemUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  privilege: Privilege | null;
  roles: Role[];
  active: boolean;
  archived: boolean;
  createdAt: string;
}

/** What POST system-user and PUT system-user/{userId} accept. */
export interface SystemUserInput {
  firstName: string;
  lastName: string;
  email: string;
  privilege: Privilege;
  /** Create only: the first password. */
  password?: string;
  archived?: boolean;
}

export interface LoginResult {
  token: string;
  user: SystemUser;
}

export interface Setting {
  key: string;
  value: string;
}

export interface LocalizedName {
  en: string;
  ar: string;
}

export type BranchService = 'delivery' | 'subscription' | 'carPickup' | 'pickup';

export interface Branch {
  pk: string;
  /** The branch id. */
  sk: string;
  reference_code: string;
  name: LocalizedName;
  address: string;
  phone: string;
  description: string;
  foodicsId: string;
  services: Record<BranchService, boolean>;
  deliveryFees: number;
  shifts: { days: number[]; start: string; end: string }[];
  autoCancelAfterMinutes: number;
  autoConfirm: boolean;
  location: {
    lat: number;
    lng: number;
    deliveryArea: { radius: number | null; unit: 'km' | 'm'; points: [number, number][] } | null;
    subscriptionArea: { radius: number | null; unit: 'km' | 'm'; points: [number, number][] } | null;
  };
  status: 'active' | 'inactive';
  archived: boolean;
}

export type TicketStatus = 'new' | 'active' | 'reopened' | 'resolved' | 'closed';

export interface TicketComment {
  id: string;
  text: string;
  author: string;
  createdAt: string;
}

export interface Ticket {
  id: string;
  number: number;
  createdAt: string;
  type: 'complaint' | 'inquiry' | 'suggestion' | 'order_issue';
  status: TicketStatus;
  customer: { name: string; phone: string; email: string };
  subject: string;
  comments: TicketComment[];
}

/** The body of every error answer. */
export interface ApiErrorBody {
  message?: string;
  msg?: string;
  [key: string]: unknown;
}
