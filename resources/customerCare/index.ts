import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import { listDefaults } from './listDefaults';
import { ACCESS_ROLES } from '@/dataProvider/roles';
import type { Ticket } from '@/dataProvider/types';
import { useOverdueCount } from './overdueCount';
import { TicketHitClock } from './TicketClock';
import { TicketAddress } from './TicketAddress';

export const area: AreaDefinition = {
  name: 'customerCare',
  order: 80,
  roles: ACCESS_ROLES.customerCare,
  nav: { to: '/customerCare', label: 'app.nav.customerCare', icon: SupportAgentIcon },
  listDefaults,
  useLateCount: useOverdueCount,
  hitDetail: TicketHitClock,
  resource: {
    list: lazyScreen(() => import('./TicketList')),
    // /customerCare/{ticketId}/show: staff read a ticket and act on it (status buttons, comments); no form.
    show: lazyScreen(() => import('./TicketShow')),
    recordRepresentation: (ticket: Ticket) => `#${ticket.number}`,
  },
  routes: { ':id': TicketAddress },
};
