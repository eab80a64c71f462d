import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { Banner } from '@/dataProvider/types';
import { ActiveChip } from '@/src/components/ActiveChip';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import { BannerImage } from './BannerImage';
import { BannerStatusButtons } from './BannerStatusButtons';
import { linkTypeChoices, statusChoices } from './choices';
import { bannerExporter } from './exporter';

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

function LinkTypeLabel({ banner }: { banner: Banner }) {
  const translate = useTranslate();
  return <>{translate(`resources.banners.linkTypes.${banner.linkType}`)}</>;
}

/** Banners by priority (1 first), each with its picture. */
export default function BannerList() {
  return (
    <List sort={{ field: 'priority', order: 'ASC' }} filters={filters} exporter={bannerExporter} actions={<ListActions createTo="/banners/newbanner" />} empty={false}>
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyList message="resources.banners.empty" />}>
        <Column source="image" disableSort render={(banner) => <Preview banner={banner} />} />
        <Column source="priority" />
        <Column source="name" />
        <Column source="validFrom" />
        <Column source="validTo" />
        <Column source="linkType" render={(banner) => <LinkTypeLabel banner={banner} />} />
        <Column source="status" render={(banner) => <ActiveChip active={banner.status === 'active'} />} />
        <Column label="" disableSort render={() => <BannerStatusButtons />} />
      </DataTable>
    </List>
  );
}
