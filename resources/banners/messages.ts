import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { banners: 'Banners' } },
  resources: {
    banners: {
      name_one: 'Banner',
      name_other: 'Banners',
      fields: {
        image: 'Image',
        name: 'Name',
        priority: 'Priority',
        validFrom: 'Start date',
        validTo: 'End date',
        validity: 'Validity',
        linkType: 'Link type',
        link: 'Link',
        productId: 'Product',
        categoryId: 'Category',
        status: 'Status',
        createdAt: 'Created',
        q: 'Search',
      },
      linkTypes: { none: 'No link', url: 'Web address', product: 'Product', category: 'Category' },
      statuses: { active: 'Active', inactive: 'Inactive' },
      priorityHint: '1 is shown first.',
      linkHint: 'A web address starting with https://',
      addImage: 'Upload image',
      replaceImage: 'Replace image',
      uploading: 'Uploading…',
      uploadError: 'Error Upload Photo',
      preview: 'Preview of {{name}}',
      validation: {
        datesOrder: "Start Date shouldn't be after end date",
        priority: 'Priority must be a whole number of 1 or more',
        image: 'Upload an image',
      },
      notifications: {
        created: 'Banner created',
        updated: 'Banner updated',
        activated: 'Banner activated',
        deactivated: 'Banner deactivated',
      },
      confirm: {
        deactivateTitle: 'Deactivate the banner {{name}}?',
        deactivateContent: 'Customers stop seeing it in the app at once.',
      },
      empty: 'No banners match these filters.',
    },
  },
};

const ar = {
  app: { nav: { banners: 'البنرات' } },
  resources: {
    banners: {
      name_zero: 'البنرات',
      name_one: 'بنر',
      name_two: 'البنرات',
      name_few: 'البنرات',
      name_many: 'البنرات',
      name_other: 'البنرات',
      fields: {
        image: 'الصورة',
        name: 'الاسم',
        priority: 'الأولوية',
        validFrom: 'تاريخ البداية',
        validTo: 'تاريخ النهاية',
        validity: 'الصلاحية',
        linkType: 'نوع الرابط',
        link: 'الرابط',
        productId: 'المنتج',
        categoryId: 'التصنيف',
        status: 'الحالة',
        createdAt: 'تاريخ الإنشاء',
        q: 'بحث',
      },
      linkTypes: { none: 'بدون رابط', url: 'عنوان ويب', product: 'منتج', category: 'تصنيف' },
      statuses: { active: 'نشط', inactive: 'غير نشط' },
      priorityHint: 'يُعرض 1 أولاً.',
      linkHint: 'عنوان ويب يبدأ بـ https://‎',
      addImage: 'رفع صورة',
      replaceImage: 'استبدال الصورة',
      uploading: 'جارٍ الرفع…',
      uploadError: 'تعذّر رفع الصورة',
      preview: 'معاينة {{name}}',
      validation: {
        datesOrder: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
        priority: 'يجب أن تكون الأولوية عدداً صحيحاً يساوي 1 أو أكثر',
        image: 'ارفع صورة',
      },
      notifications: {
        created: 'تم إنشاء البنر',
        updated: 'تم تحديث البنر',
        activated: 'تم تفعيل البنر',
        deactivated: 'تم إيقاف البنر',
      },
      confirm: {
        deactivateTitle: 'إيقاف البنر {{name}}؟',
        deactivateContent: 'سيتوقف ظهوره للعملاء في التطبيق فوراً.',
      },
      empty: 'لا توجد بنرات تطابق هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
