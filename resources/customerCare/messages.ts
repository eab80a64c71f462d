import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { customerCare: 'Customer care' } },
  resources: {
    customerCare: {
      name_one: 'Ticket',
      name_other: 'Tickets',
      title: 'Ticket #{{number}}',
      fields: {
        number: 'Number',
        createdAt: 'Date',
        type: 'Type',
        status: 'Status',
        customer: 'Customer',
        phone: 'Phone',
        email: 'Email',
        subject: 'Subject',
        q: 'Search',
      },
      searchHint: 'Number or customer phone',
      statuses: {
        new: 'New',
        active: 'Active',
        reopened: 'Reopened',
        resolved: 'Resolved',
        closed: 'Closed',
      },
      types: {
        complaint: 'Complaint',
        inquiry: 'Inquiry',
        suggestion: 'Suggestion',
        order_issue: 'Order issue',
      },
      customerInfo: 'Customer',
      actionsTitle: 'Status actions',
      noActions: 'No status action is open for this ticket.',
      actions: {
        accept: 'Accept',
        resolve: 'Resolve',
        reopen: 'Reopen',
      },
      confirm: {
        acceptTitle: 'Accept ticket {{name}}?',
        acceptContent: 'The ticket becomes active: you are working on it.',
        resolveTitle: 'Resolve ticket {{name}}?',
        resolveContent: 'The ticket is marked resolved. It can be reopened if the customer comes back.',
        reopenTitle: 'Reopen ticket {{name}}?',
        reopenContent: 'The ticket goes back to the queue as reopened and must be accepted again.',
      },
      notifications: {
        accept: 'Ticket accepted',
        resolve: 'Ticket resolved',
        reopen: 'Ticket reopened',
      },
      comments: {
        title: 'Comments ({{count}})',
        empty: 'No comments yet.',
        label: 'New comment',
        add: 'Add comment',
        added: 'Comment added',
        required: 'Write a comment first',
        tooLong: 'A comment cannot exceed 2000 characters',
      },
      browse: {
        label: 'Tickets of the list',
        previous: 'Previous ticket',
        next: 'Next ticket',
        samePhone: 'Other tickets from this phone',
      },
      empty: 'No tickets match these filters.',
    },
  },
};

const ar = {
  app: { nav: { customerCare: 'خدمة العملاء' } },
  resources: {
    customerCare: {
      name_zero: 'التذاكر',
      name_one: 'تذكرة',
      name_two: 'التذاكر',
      name_few: 'التذاكر',
      name_many: 'التذاكر',
      name_other: 'التذاكر',
      title: 'التذكرة رقم {{number}}',
      fields: {
        number: 'الرقم',
        createdAt: 'التاريخ',
        type: 'النوع',
        status: 'الحالة',
        customer: 'العميل',
        phone: 'الهاتف',
        email: 'البريد الإلكتروني',
        subject: 'الموضوع',
        q: 'بحث',
      },
      searchHint: 'الرقم أو جوال العميل',
      statuses: {
        new: 'جديدة',
        active: 'قيد المعالجة',
        reopened: 'أُعيد فتحها',
        resolved: 'محلولة',
        closed: 'مغلقة',
      },
      types: {
        complaint: 'شكوى',
        inquiry: 'استفسار',
        suggestion: 'اقتراح',
        order_issue: 'مشكلة في طلب',
      },
      customerInfo: 'العميل',
      actionsTitle: 'إجراءات الحالة',
      noActions: 'لا يوجد إجراء متاح لهذه التذكرة.',
      actions: {
        accept: 'قبول',
        resolve: 'حل',
        reopen: 'إعادة فتح',
      },
      confirm: {
        acceptTitle: 'قبول التذكرة {{name}}؟',
        acceptContent: 'تصبح التذكرة قيد المعالجة: أنت تعمل عليها الآن.',
        resolveTitle: 'حل التذكرة {{name}}؟',
        resolveContent: 'تُعلَّم التذكرة كمحلولة، ويمكن إعادة فتحها إذا عاد العميل.',
        reopenTitle: 'إعادة فتح التذكرة {{name}}؟',
        reopenContent: 'تعود التذكرة إلى قائمة الانتظار كمعاد فتحها ويجب قبولها من جديد.',
      },
      notifications: {
        accept: 'تم قبول التذكرة',
        resolve: 'تم حل التذكرة',
        reopen: 'تمت إعادة فتح التذكرة',
      },
      comments: {
        title: 'التعليقات ({{count}})',
        empty: 'لا توجد تعليقات بعد.',
        label: 'تعليق جديد',
        add: 'إضافة تعليق',
        added: 'تمت إضافة التعليق',
        required: 'اكتب التعليق أولاً',
        tooLong: 'يجب ألا يتجاوز التعليق 2000 حرف',
      },
      browse: {
        label: 'تذاكر القائمة',
        previous: 'التذكرة السابقة',
        next: 'التذكرة التالية',
        samePhone: 'تذاكر أخرى من هذا الرقم',
      },
      empty: 'لا توجد تذاكر تطابق هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
