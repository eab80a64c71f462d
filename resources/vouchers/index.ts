import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { Voucher } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'vouchers',
  order: 50,
  nav: { to: '/vouchers', label: 'app.nav.vouchers', icon: RedeemIcon },
  listDefaults: () => ({ sort: { field: 'createdAt', order: 'DESC' } }),
  resource: {
    list: lazyScreen(() => import('./VoucherList')),
    edit: lazyScreen(() => import('./VoucherEdit')),
    create: lazyScreen(() => import('./VoucherCreate')),
    recordRepresentation: (voucher: Voucher) => `${voucher.group} (${voucher.id})`,
  },
};
