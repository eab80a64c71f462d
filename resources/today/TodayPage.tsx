import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { OrdersNowCard } from './OrdersNowCard';
import { CareCard } from './CareCard';
import { PromotionsCard } from './PromotionsCard';
import { LoyaltyCard } from './LoyaltyCard';
import { FeedbackCard } from './FeedbackCard';
import { CustomersCard } from './CustomersCard';
import { StartOrder } from './startOrder';

/** /today: what needs the admin across the chain, a card per question, each loading and failing on its own. */
export default function TodayPage() {
  return (
    <StartOrder>
      <Box
        sx={{
          p: { xs: 1, sm: 2 },
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Title title="resources.today.title" />
        <Box sx={{ gridRow: { lg: 'span 2' }, minWidth: 0 }}>
          <OrdersNowCard />
        </Box>
        <CareCard />
        <PromotionsCard />
        <LoyaltyCard />
        <FeedbackCard />
        <CustomersCard />
      </Box>
    </StartOrder>
  );
}
