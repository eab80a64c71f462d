import type { AreaMessages } from '@/i18n/types';

const en = {
  resources: {
    customerCare: {
      name_one: 'Ticket',
      name_other: 'Tickets',
      fields: {
        number: 'Number',
        createdAt: 'Date',
        type: 'Type',
        status: 'Status',
        customer: 'Customer',
        phone: 'Phone',
        subject: 'Subject',
        q: 'Search',
      },
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
      empty: 'No tickets match these filters.',
    },
  },
};

const ar = {
  resources: {
    customerCare: {
      name_zero: 'التذاكر',
      name_one: 'تذكرة',
      name_two: 'التذاكر',
      name_few: 'تذاكر',
      name_many: 'تذكرة',
      name_other: 'التذاكر',
      fields: {
        number: 'الرقم',
        createdAt: 'التاريخ',
        type: 'النوع',
        status: 'الحالة',
        customer: 'العميل',
        phone: 'الهاتف',
        subject: 'الموضوع',
        q: 'بحث',
      },
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
      empty: 'لا توجد تذاكر تطابق هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
