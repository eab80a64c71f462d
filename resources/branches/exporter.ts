import type { Branch } from '@/dataProvider/types';
import { BRANCH_SERVICES } from '@/dataProvider/types';
import { csvExporter } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

const yesNo = (value: boolean) => i18n.t(value ? 'app.status.yes' : 'app.status.no');

/** The branch columns a CSV carries: what the list shows, in both languages' names. */
export const branchExporter = csvExporter<Branch & { id: string }>('branches', [
  { label: 'resources.branches.labels.nameEn', value: (branch) => branch.name.en },
  { label: 'resources.branches.labels.nameAr', value: (branch) => branch.name.ar },
  { label: 'resources.branches.fields.reference_code', value: (branch) => branch.reference_code },
  { label: 'resources.branches.fields.phone', value: (branch) => branch.phone },
  {
    label: 'resources.branches.fields.services',
    value: (branch) =>
      BRANCH_SERVICES.filter((service) => branch.services[service])
        .map((service) => i18n.t(`resources.branches.services.${service}`))
        .join(' | '),
  },
  { label: 'resources.branches.fields.status', value: (branch) => i18n.t(`app.status.${branch.status}`) },
  { label: 'resources.branches.fields.archived', value: (branch) => yesNo(branch.archived) },
]);
