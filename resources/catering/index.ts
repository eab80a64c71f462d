import RoomServiceIcon from '@mui/icons-material/RoomService';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import { listDefaults } from './listDefaults';
import type { CateringRequest } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'catering',
  // Between banners (110) and settings (120) in the navigation.
  order: 115,
  nav: { to: '/catering', label: 'app.nav.catering', icon: RoomServiceIcon },
  listDefaults,
  resource: {
    list: lazyScreen(() => import('./CateringList')),
    // /catering/{cateringId}: details, fulfil or reject, internal comments; not a form.
    edit: lazyScreen(() => import('./CateringShow')),
    recordRepresentation: (row: CateringRequest) => `#${row.number} ${row.companyName}`,
  },
};
