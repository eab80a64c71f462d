/** The fake's answer texts in both languages the app speaks; errors follow accept-language. */

export type Lang = 'en' | 'ar';

export const MESSAGES = {
  invalidCredentials: { en: 'Invalid email or password', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  accountDeactivated: { en: 'This account is deactivated', ar: 'هذا الحساب معطّل' },
  accountArchived: { en: 'This account is archived', ar: 'هذا الحساب مؤرشف' },
  signInRequired: { en: 'Please sign in again', ar: 'يرجى تسجيل الدخول مرة أخرى' },
  forbidden: { en: 'Access denied: your role may not do this', ar: 'تم رفض الوصول: لا تسمح صلاحيتك بهذا الإجراء' },
  invalidBody: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحاً' },
  noSuchEndpoint: { en: 'No such endpoint', ar: 'لا توجد خدمة بهذا العنوان' },
  incompleteData: { en: 'You should complete data', ar: 'يجب إكمال البيانات' },
  fieldRequired: { en: 'Field is required', ar: 'هذا الحقل مطلوب' },
  emailInvalid: { en: 'please provide a valid email address', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  emailInUse: { en: 'This email is already in use', ar: 'هذا البريد الإلكتروني مستخدم بالفعل' },
  privilegeInvalid: {
    en: 'Privilege must be admin, customer_care_admin or customer_care_agent',
    ar: 'يجب أن تكون الصلاحية admin أو customer_care_admin أو customer_care_agent',
  },
  notTrueOrFalse: { en: 'Must be true or false', ar: 'يجب أن تكون القيمة true أو false' },
  passwordTooShort: { en: 'Password must be at least 8 characters', ar: 'يجب ألا تقل كلمة المرور عن ٨ أحرف' },
  notOnYourself: {
    en: 'You cannot deactivate or archive your own account',
    ar: 'لا يمكنك تعطيل حسابك أو أرشفته',
  },
  userNotFound: { en: 'No system user with this id', ar: 'لا يوجد مستخدم بهذا المعرّف' },
  branchNotFound: { en: 'No branch with this id', ar: 'لا يوجد فرع بهذا المعرّف' },
  referenceCodeTooLong: { en: 'Reference Code cannot exceed 20 chars', ar: 'يجب ألا يتجاوز الرمز المرجعي 20 حرفاً' },
  referenceCodeInUse: { en: 'Another branch already has this reference code', ar: 'هذا الرمز المرجعي مستخدم لفرع آخر' },
  atLeastOneShift: { en: 'Should be at least one shift', ar: 'يجب إضافة وردية واحدة على الأقل' },
  shiftInvalid: {
    en: 'Each shift needs at least one day, and an end time after its start time',
    ar: 'تحتاج كل وردية إلى يوم واحد على الأقل ووقت انتهاء بعد وقت البدء',
  },
  notAPositiveNumber: { en: 'Must be a number of 0 or more', ar: 'يجب أن يكون رقماً يساوي 0 أو أكثر' },
  areaInvalid: {
    en: 'An area is points as [lat, lng] pairs and a radius in km or m',
    ar: 'المنطقة نقاط على شكل [خط العرض، خط الطول] ونصف قطر بالكيلومتر أو المتر',
  },
  statusInvalid: { en: 'Status must be active or inactive', ar: 'يجب أن تكون الحالة active أو inactive' },
  dayInvalid: { en: 'day must be a date as YYYY-MM-DD', ar: 'يجب أن يكون اليوم تاريخاً بالشكل YYYY-MM-DD' },
  orderNotFound: { en: 'No order with this id', ar: 'لا يوجد طلب بهذا المعرّف' },
  orderNotCancellable: {
    en: 'This order can no longer be cancelled',
    ar: 'لم يعد من الممكن إلغاء هذا الطلب',
  },
  ticketNotFound: { en: 'No ticket with this id', ar: 'لا توجد تذكرة بهذا المعرّف' },
  resetMailSent: {
    en: 'If an account exists for this email, a link to reset the password has been sent',
    ar: 'إذا كان هناك حساب بهذا البريد فقد أرسلنا رابطاً لإعادة تعيين كلمة المرور',
  },
  resetMailSubject: { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور' },
  resetLinkInvalid: {
    en: 'This link is invalid, pls contact admin to send you new link',
    ar: 'هذا الرابط غير صالح، يرجى التواصل مع المسؤول لإرسال رابط جديد',
  },
  passwordChanged: { en: 'Your password has been changed', ar: 'تم تغيير كلمة المرور' },
  valueRequired: { en: 'Value is required', ar: 'القيمة مطلوبة' },
  fakeReset: { en: 'The fake data is back to its seed', ar: 'عادت البيانات التجريبية إلى حالتها الأولى' },
  menuItemNotFound: { en: 'No menu item with this id', ar: 'لا يوجد صنف بهذا المعرّف' },
  menuCategoryNotFound: { en: 'No category with this id', ar: 'لا يوجد تصنيف بهذا المعرّف' },
  menuCategoryHasItems: { en: 'This category still has items', ar: 'لا يزال هذا التصنيف يحتوي على أصناف' },
  menuSortInvalid: { en: 'The ids must be exactly the ones being sorted', ar: 'يجب أن تكون المعرّفات هي نفسها العناصر المراد ترتيبها' },
  menuOptionGroupInvalid: { en: 'type must be variants, options or modifiers', ar: 'يجب أن يكون النوع variants أو options أو modifiers' },
  menuInvalidPassword: { en: 'Invalid Password!', ar: 'كلمة المرور غير صحيحة!' },
  menuUploadNotFound: { en: 'No upload with this id', ar: 'لا يوجد رفع بهذا المعرّف' },
  menuFileTypeInvalid: { en: 'fileType must be an image type', ar: 'يجب أن يكون نوع الملف صورة' },
  fakeFaultServer: { en: 'The server failed (a fault the tester asked the fake for)', ar: 'تعذّر على الخادم تنفيذ الطلب (خطأ طلبه المختبِر من الخادم التجريبي)' },
  fakeFaultsInvalid: {
    en: 'mode must be 500, network, delay or 401, and count a whole number from 0 to 100',
    ar: 'يجب أن يكون النمط 500 أو network أو delay أو 401، والعدد رقماً صحيحاً من 0 إلى 100',
  },
  fakeFaultsSet: { en: 'The fake will fail the next calls as asked', ar: 'سيُفشل الخادم التجريبي الطلبات التالية كما طُلب' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(lang: Lang, key: MessageKey): string {
  return MESSAGES[key][lang];
}
