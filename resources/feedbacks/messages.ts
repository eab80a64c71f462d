import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { feedbacks: 'Feedbacks' } },
  resources: {
    feedbacks: {
      name_one: 'Feedback',
      name_other: 'Feedbacks',
      fields: {
        createdAt: 'Date',
        userName: 'Customer',
        orderIds: 'Orders',
        foodReview: 'Food',
        deliveryReview: 'Delivery',
        comment: 'Comment',
        rating: 'Rating (food or delivery)',
        q: 'Search',
      },
      searchHint: 'Customer, order or comment',
      starChoices: {
        1: '1 star',
        2: '2 stars',
        3: '3 stars',
        4: '4 stars',
        5: '5 stars',
      },
      stars: {
        food: 'Food: {{count}} of 5 stars',
        delivery: 'Delivery: {{count}} of 5 stars',
      },
      empty: 'No feedback matches these filters.',
    },
  },
};

const ar = {
  app: { nav: { feedbacks: 'التقييمات' } },
  resources: {
    feedbacks: {
      name_zero: 'التقييمات',
      name_one: 'تقييم',
      name_two: 'التقييمات',
      name_few: 'التقييمات',
      name_many: 'التقييمات',
      name_other: 'التقييمات',
      fields: {
        createdAt: 'التاريخ',
        userName: 'العميل',
        orderIds: 'الطلبات',
        foodReview: 'الطعام',
        deliveryReview: 'التوصيل',
        comment: 'التعليق',
        rating: 'التقييم (الطعام أو التوصيل)',
        q: 'بحث',
      },
      searchHint: 'العميل أو الطلب أو التعليق',
      starChoices: {
        1: 'نجمة واحدة',
        2: 'نجمتان',
        3: '3 نجوم',
        4: '4 نجوم',
        5: '5 نجوم',
      },
      stars: {
        food: 'الطعام: {{count}} من 5 نجوم',
        delivery: 'التوصيل: {{count}} من 5 نجوم',
      },
      empty: 'لا توجد تقييمات تطابق هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
