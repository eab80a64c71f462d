import type { AreaMessages } from '@/i18n/types';

const en = {
  resources: {
    branches: {
      name_one: 'Branch',
      name_other: 'Branches',
      fields: {
        name: 'Name',
        reference_code: 'Reference code',
        phone: 'Phone',
        address: 'Address',
        status: 'Status',
        archived: 'Archived',
        q: 'Search',
      },
      empty: 'No branches match these filters.',
    },
  },
};

const ar = {
  resources: {
    branches: {
      name_zero: 'الفروع',
      name_one: 'فرع',
      name_two: 'الفروع',
      name_few: 'فروع',
      name_many: 'فرعًا',
      name_other: 'الفروع',
      fields: {
        name: 'الاسم',
        reference_code: 'الرمز المرجعي',
        phone: 'الهاتف',
        address: 'العنوان',
        status: 'الحالة',
        archived: 'مؤرشف',
        q: 'بحث',
      },
      empty: 'لا توجد فروع تطابق هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
