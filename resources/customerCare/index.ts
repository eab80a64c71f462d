import { lazy } from 'react';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { AreaDefinition } from '../types';
import type { Ticket } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'customerCare',
  order: 80,
  nav: { to: '/customerCare', label: 'app.nav.customerCare', icon: SupportAgentIcon },
  resource: {
    list: lazy(() => import('./TicketList')),
    recordRepresentation: (ticket: Ticket) => `#${ticket.number}`,
  },
};
