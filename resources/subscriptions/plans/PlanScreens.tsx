// Plans live under /subscriptions/plans, as routes of the subscriptions Resource; their records are the data
// provider's `plans`.
import { DataTable, SearchInput, SelectInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { RecordCreate, RecordEdit } from '@/src/record/RecordScreens';
import { useParams } from 'react-router';
import type { Plan } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';
import { ActionsColumn } from '@/src/actions/RowActions';
import { csvExporter } from '@/src/list/export/columns';
import { formatMoney } from '@/src/format/values';
import { useLocalName } from '@/src/format/localName';
import { PlanForm, newPlanDefaults } from './PlanForm';
import { daysChoices, statusChoices } from './rules';
import { ListRows } from '@/src/list/ListRows';
import { Values } from '@/src/fields/Values';
import { AreaList } from '@/src/list/AreaList';

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
  {
    label: 'resources.plans.sections.variants',
    value: (p) => p.variants.map((v) => `${v.durationDays}:${v.price}`).join(' '),
  },
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
    <Values
      values={plan.variants.map(
        (v) => `${translate('resources.plans.daysCount', { count: v.durationDays })}: ${formatMoney(v.price, locale)}`,
      )}
    />
  );
}

function DaysText({ plan }: { plan: Plan }) {
  return <>{useTranslate()(`resources.plans.daysChoices.${plan.days}`)}</>;
}

/** Activate or deactivate the plan in context, after a confirmation to deactivate. */
function PlanStatusButtons() {
  const plan = useRecordContext<Plan>();
  const localName = useLocalName();
  if (!plan) return null;
  return (
    <StatusButtons
      messages="resources.plans"
      active={plan.status === 'active'}
      confirm={['deactivate']}
      name={localName(plan.name)}
    />
  );
}

function PlanBulkButtons() {
  const localName = useLocalName();
  return <BulkStatusButtons<Plan> isActive={(p) => p.status === 'active'} name={(p) => localName(p.name)} />;
}

export function PlanList() {
  const localName = useLocalName();
  return (
    <AreaList resource={RESOURCE} title="app.nav.plans" filters={filters} exporter={exporter} disableSyncWithLocation>
      <ListRows<Plan>
        primary={(p) => localName(p.name)}
        secondary={(p) => [<DaysText key="days" plan={p} />, <Variants key="variants" plan={p} />]}
        status={(p) => <ActiveChip active={p.status === 'active'} />}
        rowClick={(id) => `${LIST}/${String(id)}`}
        empty={<EmptyList message="resources.plans.empty" />}
      >
        <DataTable
          rowClick={(id) => `${LIST}/${String(id)}`}
          bulkActionButtons={<PlanBulkButtons />}
          empty={<EmptyList message="resources.plans.empty" />}
        >
          <Column source="name.en" label="resources.plans.fields.name.label" render={(p) => localName(p.name)} />
          <Column source="days" render={(p) => <DaysText plan={p} />} />
          <Column source="subscriptionDays" />
          <Column
            source="variants"
            disableSort
            label="resources.plans.sections.variants"
            render={(p) => <Variants plan={p} />}
          />
          <Column source="status" render={(p) => <ActiveChip active={p.status === 'active'} />} />
          <ActionsColumn>
            <PlanStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}

export function PlanEdit() {
  const { planId } = useParams();
  return (
    <RecordEdit resource={RESOURCE} id={planId} title={<Title />} redirect={LIST} listPath={LIST}>
      <PlanForm />
    </RecordEdit>
  );
}

export function PlanCreate() {
  return (
    <RecordCreate resource={RESOURCE} redirect={LIST} title="resources.plans.create">
      <PlanForm defaultValues={newPlanDefaults} />
    </RecordCreate>
  );
}
