import type { AreaMessages } from '@/i18n/types';

const en = {
  // Its entry in the navigation.
  app: { nav: { users: 'System users' } },
  resources: {
    users: {
      name_one: 'System user',
      name_other: 'System users',
      fields: {
        fullName: 'Name',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        privilege: 'Privilege',
        active: 'Active',
        archived: 'Archived',
        password: 'Password',
        createdAt: 'Created',
        q: 'Search',
      },
      privileges: {
        admin: 'Admin',
        customer_care_admin: 'Customer Care Admin',
        customer_care_agent: 'Customer Care Agent',
      },
      notifications: {
        created: 'User created',
        updated: 'User updated',
        activated: 'User activated',
        deactivated: 'User deactivated',
        archived: 'User archived',
        restored: 'User restored',
      },
      confirm: {
        deactivateTitle: 'Deactivate {{name}}?',
        deactivateContent: 'They are signed out at once and cannot sign in until activated again.',
        archiveTitle: 'Archive {{name}}?',
        archiveContent:
          'An archived user cannot sign in and is hidden from the list unless you filter for archived users.',
      },
      passwordHint: 'At least 8 characters. The user can change it with "Forgot your password?".',
      empty: 'No system users match these filters.',
    },
  },
};

const ar = {
  app: { nav: { users: 'مستخدمو النظام' } },
  resources: {
    users: {
      name_zero: 'مستخدمو النظام',
      name_one: 'مستخدم النظام',
      name_two: 'مستخدمو النظام',
      name_few: 'مستخدمو النظام',
      name_many: 'مستخدمو النظام',
      name_other: 'مستخدمو النظام',
      fields: {
        fullName: 'الاسم',
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        privilege: 'الصلاحية',
        active: 'نشط',
        archived: 'مؤرشف',
        password: 'كلمة المرور',
        createdAt: 'تاريخ الإنشاء',
        q: 'بحث',
      },
      privileges: {
        admin: 'مسؤول',
        customer_care_admin: 'مسؤول خدمة العملاء',
        customer_care_agent: 'موظف خدمة العملاء',
      },
      notifications: {
        created: 'تم إنشاء المستخدم',
        updated: 'تم تحديث المستخدم',
        activated: 'تم تفعيل المستخدم',
        deactivated: 'تم إيقاف المستخدم',
        archived: 'تمت أرشفة المستخدم',
        restored: 'تمت استعادة المستخدم',
      },
      confirm: {
        deactivateTitle: 'إيقاف {{name}}؟',
        deactivateContent: 'سيُسجَّل خروجه فورًا ولن يتمكن من الدخول حتى يُفعَّل من جديد.',
        archiveTitle: 'أرشفة {{name}}؟',
        archiveContent: 'لا يمكن للمستخدم المؤرشف تسجيل الدخول، ولا يظهر في القائمة إلا عند تصفية المؤرشفين.',
      },
      passwordHint: '8 أحرف على الأقل. يمكن للمستخدم تغييرها من "نسيت كلمة المرور؟".',
      empty: 'لا يوجد مستخدمون يطابقون هذه المرشحات.',
    },
  },
};

export const messages: AreaMessages<typeof en> = { en, ar };
