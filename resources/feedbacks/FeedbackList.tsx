import { DataTable, SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import type { OrderReview } from '@/dataProvider/types';
import { csvExporter } from '@/src/list/export/columns';
import { EmptyList } from '@/src/list/EmptyList';
import { formatDateTime } from '@/src/format/values';
import { Ltr } from '@/src/fields/Ltr';
import { Stars } from './Stars';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const exporter = csvExporter<OrderReview>('feedbacks', [
  { label: 'resources.feedbacks.fields.createdAt', value: (row) => formatDateTime(row.createdAt) },
  { label: 'resources.feedbacks.fields.userName', value: (row) => row.userName },
  { label: 'resources.feedbacks.fields.orderIds', value: (row) => row.orderIds.join(' ') },
  { label: 'resources.feedbacks.fields.foodReview', value: (row) => row.foodReview },
  { label: 'resources.feedbacks.fields.deliveryReview', value: (row) => row.deliveryReview },
  { label: 'resources.feedbacks.fields.comment', value: (row) => row.comment },
]);

const starChoices = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `resources.feedbacks.starChoices.${n}` }));

function FeedbackSearch(props: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('resources.feedbacks.searchHint')} />;
}

const filters = [
  <FeedbackSearch key="q" source="q" alwaysOn />,
  <SelectInput key="rating" source="rating" choices={starChoices} alwaysOn sx={{ minWidth: 240 }} />,
  <SelectInput key="foodReview" source="foodReview" choices={starChoices} />,
  <SelectInput key="deliveryReview" source="deliveryReview" choices={starChoices} />,
];

const Column = DataTable.Col<OrderReview>;

export default function FeedbackList() {
  return (
    <AreaList filters={filters} exporter={exporter}>
      <ListRows<OrderReview>
        primary={(row) => row.userName}
        secondary={(row) => [
          <Ltr key="createdAt">{formatDateTime(row.createdAt)}</Ltr>,
          <Stars key="food" value={row.foodReview} kind="food" />,
          <Stars key="delivery" value={row.deliveryReview} kind="delivery" />,
          row.comment,
        ]}
        rowClick={false}
        empty={<EmptyList message="resources.feedbacks.empty" />}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList message="resources.feedbacks.empty" />}>
          <Column source="createdAt" render={(row) => <Ltr>{formatDateTime(row.createdAt)}</Ltr>} />
          <Column source="userName" />
          <Column source="orderIds" disableSort render={(row) => row.orderIds.join(', ')} />
          <Column source="foodReview" render={(row) => <Stars value={row.foodReview} kind="food" />} />
          <Column source="deliveryReview" render={(row) => <Stars value={row.deliveryReview} kind="delivery" />} />
          <Column source="comment" disableSort render={(row) => row.comment || '—'} />
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
