import { DataTable, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { SUBSCRIBER_TYPES, type Branch, type Plan, type Subscriber } from '@/dataProvider/types';
import { csvExporter } from '@/src/list/export/columns';
import { DateInput } from '@/src/dates/DateInput';
import { EmptyList } from '@/src/list/EmptyList';
import { ChangeBranchButton } from './ChangeBranchButton';
import { BulkChangeBranchButton } from './BulkChangeBranchButton';
import { useLocalName, useNameSort } from '@/src/format/localName';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';
import { Ltr } from '@/src/fields/Ltr';
import { ActionsColumn, RowActions } from '@/src/actions/RowActions';
import { DateRange } from '@/src/fields/DateRange';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const RESOURCE = 'subscribers';
const typeChoices = SUBSCRIBER_TYPES.map((id) => ({ id, name: `resources.subscribers.types.${id}` }));

const exporter = csvExporter<Subscriber>('subscribers', [
  { label: 'resources.subscribers.fields.name', value: (s) => s.name },
  { label: 'resources.subscribers.fields.mobile', value: (s) => s.mobile },
  { label: 'resources.subscribers.fields.planId', value: (s) => s.planName.en },
  { label: 'resources.subscribers.fields.planAr', value: (s) => s.planName.ar },
  { label: 'resources.subscribers.fields.startDate', value: (s) => s.startDate },
  { label: 'resources.subscribers.fields.endDate', value: (s) => s.endDate },
  { label: 'resources.subscribers.fields.branchId', value: (s) => s.branchName.en },
  { label: 'resources.subscribers.fields.branchAr', value: (s) => s.branchName.ar },
  { label: 'resources.subscribers.fields.type', value: (s) => s.type },
]);

function useFilters() {
  const localName = useLocalName();
  // SearchInput shows a placeholder as given: react-admin translates its label, not this.
  const translate = useTranslate();
  const byName = useNameSort();
  return [
    // Name or mobile, on the server (a few thousand subscribers).
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.subscribers.search')} />,
    <ReferenceInput key="planId" source="planId" reference="plans" sort={byName} perPage={PICK_PAGE}>
      <SearchPicker
        label="resources.subscribers.fields.planId"
        optionText={(plan: Plan) => localName(plan.name)}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>,
    <ReferenceInput key="branchId" source="branchId" reference="branches" sort={byName} perPage={PICK_PAGE}>
      <SearchPicker
        label="resources.subscribers.fields.branchId"
        optionText={(branch: Branch) => localName(branch.name)}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>,
    <SelectInput key="type" source="type" choices={typeChoices} />,
    <DateInput key="activeFrom" source="activeFrom" label="resources.subscribers.fields.activeFrom" />,
    <DateInput key="activeTo" source="activeTo" label="resources.subscribers.fields.activeTo" />,
  ];
}

const Column = DataTable.Col<Subscriber>;

export default function SubscriberList() {
  const localName = useLocalName();
  return (
    <AreaList resource={RESOURCE} title="app.nav.subscribers" filters={useFilters()} exporter={exporter}>
      <ListRows<Subscriber>
        primary={(s) => s.name}
        secondary={(s) => [
          <Ltr key="mobile">{s.mobile}</Ltr>,
          localName(s.planName),
          localName(s.branchName),
          <DateRange key="dates" from={s.startDate} to={s.endDate} />,
        ]}
        actions={() => (
          <RowActions>
            <ChangeBranchButton />
          </RowActions>
        )}
        rowClick={false}
        empty={<EmptyList message="resources.subscribers.empty" />}
      >
        {/* The delivery type is one click away in the columns menu (and a filter): with it and the selection's
          checkboxes, the list is wider than a 1280-pixel laptop. */}
        <DataTable
          bulkActionButtons={<BulkChangeBranchButton />}
          hiddenColumns={['type']}
          rowClick={false}
          empty={<EmptyList message="resources.subscribers.empty" />}
        >
          <Column source="name" />
          <Column source="mobile" render={(s) => <Ltr>{s.mobile}</Ltr>} />
          <Column
            source="planName.en"
            label="resources.subscribers.fields.planId"
            render={(s) => localName(s.planName)}
          />
          <Column source="startDate" />
          <Column source="endDate" />
          <Column
            source="branchName.en"
            label="resources.subscribers.fields.branchId"
            render={(s) => localName(s.branchName)}
          />
          <Column source="type" render={(s) => <TypeText type={s.type} />} />
          <ActionsColumn>
            <ChangeBranchButton />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}

function TypeText({ type }: { type: Subscriber['type'] }) {
  const translate = useTranslate();
  return <>{translate(`resources.subscribers.types.${type}`)}</>;
}
