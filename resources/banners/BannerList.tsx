import { Box } from '@mui/material';
import { DataTable, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { Banner } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { SafeLink } from '@/src/fields/SafeLink';
import { BannerImage } from './BannerImage';
import { BannerStatusButtons, BannerBulkButtons } from './BannerStatusButtons';
import { linkTypeChoices, statusChoices } from './choices';
import { bannerExporter } from './exporter';
import { ActionsColumn } from '@/src/actions/RowActions';
import { DateRange } from '@/src/fields/DateRange';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="linkType" source="linkType" choices={linkTypeChoices} />,
];

const Column = DataTable.Col<Banner>;

function Preview({ banner }: { banner: Banner }) {
  const translate = useTranslate();
  return <BannerImage src={banner.image} alt={translate('resources.banners.preview', { name: banner.name })} />;
}

/** The link type, and for a web address the address: clickable only when it is http(s), else shown as text. */
function LinkTypeLabel({ banner }: { banner: Banner }) {
  const translate = useTranslate();
  const label = translate(`resources.banners.linkTypes.${banner.linkType}`);
  if (banner.linkType !== 'url' || !banner.link) return <>{label}</>;
  return (
    <>
      {label}
      {/* On the same line: the row stays one line tall, the cell ends in an ellipsis and the record shows it whole. */}{' '}
      <Box component="span" sx={{ fontSize: '0.8125rem' }} onClick={(event) => event.stopPropagation()}>
        <SafeLink href={banner.link} />
      </Box>
    </>
  );
}

/** Banners by priority (1 first), each with its picture. */
export default function BannerList() {
  return (
    <AreaList filters={filters} exporter={bannerExporter}>
      <ListRows<Banner>
        primary={(banner) => banner.name}
        secondary={(banner) => [
          `#${banner.priority}`,
          <DateRange key="dates" from={banner.validFrom} to={banner.validTo} />,
        ]}
        status={(banner) => <ActiveChip active={banner.status === 'active'} />}
        empty={<EmptyList message="resources.banners.empty" />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BannerBulkButtons />}
          empty={<EmptyList message="resources.banners.empty" />}
        >
          <Column source="image" disableSort render={(banner) => <Preview banner={banner} />} />
          <Column source="priority" />
          <Column source="name" />
          <Column source="validFrom" />
          <Column source="validTo" />
          <Column source="linkType" render={(banner) => <LinkTypeLabel banner={banner} />} />
          <Column source="status" render={(banner) => <ActiveChip active={banner.status === 'active'} />} />
          <ActionsColumn>
            <BannerStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
