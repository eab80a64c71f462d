import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { catering: 'Catering' } },
  resources: {
    catering: {
      name_one: 'Catering request',
      name_other: 'Catering',
      title: 'Catering request #{{number}}',
      fields: {
        number: 'Number',
        createdAt: 'Received',
        companyName: 'Company',
        contactName: 'Contact',
        phone: 'Phone',
        email: 'Email',
        guestNumber: 'Guests',
        eventDate: 'Event date',
        city: 'City',
        notes: 'Request',
        status: 'Status',
        q: 'Search',
      },
      searchHint: 'Number, company or phone',
      statuses: {
        new: 'New',
        active: 'Active',
        fulfilled: 'Fulfilled',
        rejected: 'Rejected',
      },
      contact: 'Contact',
      actionsTitle: 'Status actions',
      noActions: 'This request is closed: no status action is open.',
      actions: {
        fulfill: 'Fulfill',
        reject: 'Reject',
      },
      confirm: {
        fulfillTitle: 'Mark {{name}} as fulfilled?',
        fulfillContent: 'The request is closed as fulfilled. This cannot be undone.',
        rejectTitle: 'Reject the request of {{name}}?',
        rejectContent: 'The request is closed as rejected. This cannot be undone.',
      },
      notifications: {
        fulfill: 'Catering request fulfilled',
        reject: 'Catering request rejected',
      },
      comments: {
        title: 'Internal comments ({{count}})',
        empty: 'No internal comments yet.',
        label: 'New internal comment',
        add: 'Add comment',
        added: 'Comment added',
        required: 'Write a comment first',
        tooLong: 'A comment cannot exceed 2000 characters',
      },
      browse: {
        label: 'Requests of the list',
        previous: 'Previous request',
        next: 'Next request',
        samePhone: 'Other requests from this phone',
      },
      empty: 'No catering requests match these filters.',
    },
  },
};

const ar = {
  app: { nav: { catering: 'التموين' } },
  resources: {
    catering: {
      name_zero: 'التموين',
      name_one: 'طلب تموين',
      name_two: 'التموين',
      name_few: 'التموين',
      name_many: 'التموين',
      name_other: 'التموين',
      title: 'طلب التموين رقم {{number}}',
      fields: {
        number: 'الرقم',
        createdAt: 'تاريخ الاستلام',
        companyName: 'الشركة',
        contactName: 'المسؤول',
        phone: 'الهاتف',
        email: 'البريد الإلكتروني',
        guestNumber: 'عدد الضيوف',
        eventDate: 'تاريخ المناسبة',
        city: 'المدينة',
        notes: 'الطلب',
        status: 'الحالة',
        q: 'بحث',
      },
      searchHint: 'الرقم أو الشركة أو الهاتف',
      statuses: {
        new: 'جديد',
        active: 'قيد المعالجة',
        fulfilled: 'منفّذ',
        rejected: 'مرفوض',
      },
      contact: 'جهة الاتصال',
      actionsTitle: 'إجراءات الحالة',
      noActions: 'هذا الطلب مغلق: لا يوجد إجراء متاح.',
      actions: {
        fulfill: 'تنفيذ',
        reject: 'رفض',
      },
      confirm: {
        fulfillTitle: 'تعليم طلب {{name}} كمنفّذ؟',
        fulfillContent: 'يُغلق الطلب كمنفّذ، ولا يمكن التراجع عن ذلك.',
        rejectTitle: 'رفض طلب {{name}}؟',
        rejectContent: 'يُغلق الطلب كمرفوض، ولا يمكن التراجع عن ذلك.',
      },
      notifications: {
        fulfill: 'تم تنفيذ طلب التموين',
        reject: 'تم رفض طلب التموين',
      },
      comments: {
        title: 'التعليقات الداخلية ({{count}})',
        empty: 'لا توجد تعليقات داخلية بعد.',
        label: 'تعليق داخلي جديد',
        add: 'إضافة تعليق',
        added: 'تمت إضافة التعليق',
        required: 'اكتب التعليق أولاً',
        tooLong: 'يجب ألا يتجاوز التعليق 2000 حرف',
      },
      browse: {
        label: 'طلبات القائمة',
        previous: 'الطلب السابق',
        next: 'الطلب التالي',
        samePhone: 'طلبات أخرى من هذا الرقم',
      },
      empty: 'لا توجد طلبات تموين تطابق هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
