import type {
  Banner,
  Branch,
  CateringRequest,
  Customer,
  MenuItem,
  Offer,
  PromoCode,
  Role,
  SystemUser,
  Ticket,
  Voucher,
} from '@/dataProvider/types';
import { isNotFound } from '@/src/loading/LoadError';
import { canOpen } from '@/src/auth/access';
import { nameIn } from '@/src/format/localName';
import { listGroup, recordPath, type ListGroupSpec } from './listGroup';
import { screensGroup } from './screensGroup';
import { localMobile, mobileIn } from './searchText';
import type { GroupFound, SearchContext, SearchGroup } from './types';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
const byNumber = ({ number }: { number: number }) => [String(number), `#${number}`];

const tickets = listGroup<Ticket>({
  key: 'tickets',
  area: 'customerCare',
  keys: byNumber,
  show: (ticket) => ({
    primary: [`#${ticket.number}`, ticket.subject],
    secondary: [ticket.customer.name, ticket.customer.phone],
  }),
});

const catering = listGroup<CateringRequest>({
  key: 'catering',
  area: 'catering',
  keys: byNumber,
  show: (request) => ({
    primary: [`#${request.number}`, request.companyName],
    secondary: [request.contactName, request.phone],
  }),
});

/** The API has no customer list, only a look-up by a whole mobile number (404: no one has it). */
const customers: SearchGroup = {
  key: 'customers',
  area: 'customers',
  search: async ({ dataProvider, typed, signal }: SearchContext): Promise<GroupFound | undefined> => {
    const phoneNumber = mobileIn(typed);
    if (!phoneNumber) return undefined;
    try {
      const { data } = await dataProvider.action<Customer>('customers', {
        action: 'byPhone',
        data: { phoneNumber },
        silent: true,
        signal,
      });
      if (!data) return { hits: [] };
      return {
        hits: [
          {
            id: String(data.id),
            primary: [fullName(data)],
            secondary: [data.phone, data.email],
            to: `/customers?phone=${encodeURIComponent(localMobile(typed) ?? phoneNumber)}`,
          },
        ],
      };
    } catch (error) {
      if (isNotFound(error)) return { hits: [] };
      throw error;
    }
  },
};

const promoCodes = listGroup<PromoCode>({
  key: 'promoCodes',
  area: 'promoCodes',
  keys: (promo) => [promo.code],
  show: (promo) => ({ primary: [promo.code], secondary: [promo.name] }),
});

const vouchers = listGroup<Voucher>({
  key: 'vouchers',
  area: 'vouchers',
  keys: (voucher) => [voucher.id],
  show: (voucher) => ({ primary: [voucher.id], secondary: [voucher.group] }),
});

const branches = listGroup<Branch>({
  key: 'branches',
  area: 'branches',
  keys: (branch) => [branch.reference_code, branch.name.en, branch.name.ar],
  show: (branch, language) => ({ primary: [nameIn(language, branch.name)], secondary: [branch.reference_code] }),
});

const menuSpec: ListGroupSpec<MenuItem> = {
  key: 'menuItems',
  area: 'menus',
  keys: (item) => [item.id, item.foodicsId, item.name.en, item.name.ar],
  show: (item, language) => ({ primary: [nameIn(language, item.name)], secondary: [item.id] }),
};
const menuList = listGroup(menuSpec);

const ID_LIKE = /^[\w-]{4,64}$/;

/** By the point-of-sale's id too, through the API's look-up of one item (GET menu/search), which leads the group. */
const menuItems: SearchGroup = {
  key: 'menuItems',
  area: 'menus',
  search: async (context) => {
    const id = context.typed.trim();
    const [listed, byId] = await Promise.all([
      menuList.search(context),
      ID_LIKE.test(id)
        ? context.dataProvider
            .action<MenuItem>('menus', { action: 'search', data: { id }, silent: true, signal: context.signal })
            .then(({ data }) => data)
            .catch((error: unknown) => {
              if (isNotFound(error)) return null;
              throw error;
            })
        : null,
    ]);
    if (!listed || !byId || listed.hits.some((hit) => hit.id === String(byId.id))) return listed;
    const hit = { id: String(byId.id), to: recordPath('menus', byId.id), ...menuSpec.show(byId, context.language) };
    return { ...listed, hits: [hit, ...listed.hits].slice(0, listed.hits.length + 1) };
  },
};

const users = listGroup<SystemUser>({
  key: 'users',
  area: 'users',
  keys: (user) => [user.email],
  show: (user) => ({ primary: [fullName(user) || user.email], secondary: [user.email] }),
});

const offers = listGroup<Offer>({
  key: 'offers',
  area: 'offers',
  keys: (offer) => [offer.name.en, offer.name.ar],
  show: (offer, language) => ({ primary: [nameIn(language, offer.name)], secondary: [] }),
});

const banners = listGroup<Banner>({
  key: 'banners',
  area: 'banners',
  keys: (banner) => [banner.name],
  show: (banner) => ({ primary: [banner.name], secondary: [] }),
});

export const SEARCH_GROUPS: readonly SearchGroup[] = [
  screensGroup,
  tickets,
  catering,
  customers,
  promoCodes,
  vouchers,
  branches,
  menuItems,
  users,
  offers,
  banners,
];

export function groupsFor(roles: readonly Role[], groups: readonly SearchGroup[] = SEARCH_GROUPS): SearchGroup[] {
  return groups.filter((group) => group.area === undefined || canOpen(roles, group.area));
}
