/**
 * Plans live under /subscriptions/plans (spec section 2), as routes of the subscriptions Resource;
 * their records are the `plans` resource of the data provider.
 */
import { Create, DataTable, Edit, List, SearchInput, SelectInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { Box } from '@mui/material';
import type { Plan } from '@/dataProvider/types';
import { ActiveChip } from '@/src/components/ActiveChip';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import { StatusButtons } from '@/src/components/StatusButtons';
import { csvExporter } from '@/src/csv';
import { formatMoney } from '@/src/format';
import { useLocalName } from '../shared';
import { PlanForm, newPlanDefaults } from './PlanForm';
import { daysChoices, statusChoices } from './rules';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="days" source="days" choices={daysChoices} />,
];

const RESOURCE = 'plans';
const LIST = '/subscriptions/plans';
const Column = DataTable.Col<Plan>;

const exporter = csvExporter<Plan>('plans', [
  { label: 'resources.plans.fields.name.en', value: (p) => p.name.en },
  { label: 'resources.plans.fields.name.ar', value: (p) => p.name.ar },
  { label: 'resources.plans.fields.days', value: (p) => p.days },
  { label: 'resources.plans.fields.subscriptionDays', value: (p) => p.subscriptionDays },
  { label: 'resources.plans.sections.variants', value: (p) => p.variants.map((v) => `${v.durationDays}:${v.price}`).join(' ') },
  { label: 'resources.plans.fields.status', value: (p) => p.status },
]);

function Title() {
  const plan = useRecordContext<Plan>();
  return <>{useLocalName()(plan?.name)}</>;
}

function Variants({ plan }: { plan: Plan }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', whiteSpace: 'nowrap' }}>
      {plan.variants.map((v) => (
        <li key={v.id}>{`${translate('resources.plans.daysCount', { count: v.durationDays })} · ${formatMoney(v.price, locale)}`}</li>
      ))}
    </Box>
  );
}

function DaysText({ plan }: { plan: Plan }) {
  return <>{useTranslate()(`resources.plans.daysChoices.${plan.days}`)}</>;
}

export function PlanList() {
  const localName = useLocalName();
  return (
    <List
      resource={RESOURCE}
      title="app.nav.plans"
      sort={{ field: 'name.en', order: 'ASC' }}
      perPage={25}
      filters={filters}
      exporter={exporter}
      actions={<ListActions createTo={`${LIST}/create`} />}
      empty={false}
      disableSyncWithLocation
    >
      <DataTable rowClick={(id) => `${LIST}/${String(id)}`} bulkActionButtons={false} empty={<EmptyList message="resources.plans.empty" />}>
        <Column source="name.en" label="resources.plans.fields.name.label" render={(p) => localName(p.name)} />
        <Column source="days" render={(p) => <DaysText plan={p} />} />
        <Column source="subscriptionDays" />
        <Column source="variants" disableSort label="resources.plans.sections.variants" render={(p) => <Variants plan={p} />} />
        <Column source="status" render={(p) => <ActiveChip active={p.status === 'active'} />} />
        <Column
          label="app.actions.column"
          disableSort
          render={(p) => <StatusButtons messages="resources.plans" active={p.status === 'active'} confirm={['deactivate']} name={localName(p.name)} />}
        />
      </DataTable>
    </List>
  );
}

export function PlanEdit() {
  const { planId } = useParams();
  return (
    <Edit resource={RESOURCE} id={planId} title={<Title />} mutationMode="pessimistic" redirect={LIST}>
      <PlanForm />
    </Edit>
  );
}

export function PlanCreate() {
  return (
    <Create resource={RESOURCE} redirect={LIST} title="resources.plans.create">
      <PlanForm defaultValues={newPlanDefaults} />
    </Create>
  );
}
