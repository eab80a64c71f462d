import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { settings: 'Settings' } },
  resources: {
    settings: {
      name_one: 'Setting',
      name_other: 'Settings',
      fields: {
        key: 'Key',
        value: 'Value',
        q: 'Search',
      },
      valueRequired: 'Value is required',
      careTarget: 'A care target is a whole number above 0',
      keyFormat:
        'Use up to 64 letters, digits, dots, dashes and underscores, and not a reserved name such as constructor',
      notifications: {
        created: 'settings saved',
        updated: 'settings saved',
      },
      empty: 'No settings match this search.',
    },
  },
};

const ar = {
  app: { nav: { settings: 'الإعدادات' } },
  resources: {
    settings: {
      name_zero: 'الإعدادات',
      name_one: 'إعداد',
      name_two: 'الإعدادات',
      name_few: 'الإعدادات',
      name_many: 'الإعدادات',
      name_other: 'الإعدادات',
      fields: {
        key: 'المفتاح',
        value: 'القيمة',
        q: 'بحث',
      },
      valueRequired: 'القيمة مطلوبة',
      careTarget: 'يجب أن يكون هدف خدمة العملاء عدداً صحيحاً أكبر من 0',
      keyFormat: 'استخدم حتى 64 من الحروف والأرقام والنقاط والشرطات والشرطات السفلية، دون اسم محجوز مثل constructor',
      notifications: {
        created: 'تم حفظ الإعدادات',
        updated: 'تم حفظ الإعدادات',
      },
      empty: 'لا توجد إعدادات تطابق هذا البحث.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
