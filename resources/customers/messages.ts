import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { customers: 'Customers' } },
  resources: {
    customers: {
      name_one: 'Customer',
      name_other: 'Customers',
      title: 'Customers',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        phone: 'Phone',
        email: 'Email',
        birthDate: 'Birth date',
        status: 'Status',
      },
      lookupTitle: 'Find a customer',
      phoneLabel: 'Phone number',
      phoneHint: 'A Saudi mobile, e.g. 0512345678 or +966512345678',
      phoneInvalid: 'Enter a Saudi mobile number such as 0512345678',
      lookUp: 'Look up',
      found: 'Customer found',
      notFound: 'No customer has the phone number {{phone}}.',
      statsTitle: 'Customer figures',
      statsFailed: 'The customer figures could not be loaded',
      stats: {
        total: 'Customers',
        active: 'Active',
        inactive: 'Inactive',
        newLast30Days: 'New in the last 30 days',
      },
      chartTitle: 'Sign-ups per month, last 12 months',
      notifications: {
        activated: 'Customer activated',
        deactivated: 'Customer deactivated',
      },
      confirm: {
        activateTitle: 'Activate {{name}}?',
        activateContent: 'The customer can sign in to the app and order again.',
        deactivateTitle: 'Deactivate {{name}}?',
        deactivateContent: 'The customer can no longer sign in to the app or order until activated again.',
      },
    },
  },
};

const ar = {
  app: { nav: { customers: 'العملاء' } },
  resources: {
    customers: {
      name_zero: 'العملاء',
      name_one: 'عميل',
      name_two: 'العملاء',
      name_few: 'العملاء',
      name_many: 'العملاء',
      name_other: 'العملاء',
      title: 'العملاء',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        phone: 'الجوال',
        email: 'البريد الإلكتروني',
        birthDate: 'تاريخ الميلاد',
        status: 'الحالة',
      },
      lookupTitle: 'البحث عن عميل',
      phoneLabel: 'رقم الجوال',
      phoneHint: 'رقم جوال سعودي، مثل 0512345678 أو ‎+966512345678',
      phoneInvalid: 'أدخل رقم جوال سعودي مثل 0512345678',
      lookUp: 'استعلام',
      found: 'تم العثور على العميل',
      notFound: 'لا يوجد عميل برقم الجوال {{phone}}.',
      statsTitle: 'أرقام العملاء',
      statsFailed: 'تعذّر تحميل أرقام العملاء',
      stats: {
        total: 'العملاء',
        active: 'نشط',
        inactive: 'غير نشط',
        newLast30Days: 'جدد خلال آخر 30 يوماً',
      },
      chartTitle: 'التسجيلات شهرياً، آخر 12 شهراً',
      notifications: {
        activated: 'تم تفعيل العميل',
        deactivated: 'تم تعطيل العميل',
      },
      confirm: {
        activateTitle: 'تفعيل {{name}}؟',
        activateContent: 'يستطيع العميل تسجيل الدخول إلى التطبيق والطلب مجدداً.',
        deactivateTitle: 'تعطيل {{name}}؟',
        deactivateContent: 'لن يستطيع العميل تسجيل الدخول إلى التطبيق أو الطلب حتى يُفعَّل مجدداً.',
      },
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
