import { lazy } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { AreaDefinition } from '../types';
import type { Voucher } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'vouchers',
  order: 50,
  nav: { to: '/vouchers', label: 'app.nav.vouchers', icon: RedeemIcon },
  resource: {
    list: lazy(() => import('./VoucherList')),
    edit: lazy(() => import('./VoucherEdit')),
    create: lazy(() => import('./VoucherCreate')),
    recordRepresentation: (voucher: Voucher) => `${voucher.group} (${voucher.id})`,
  },
};
