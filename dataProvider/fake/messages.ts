/** The fake's answer texts in both languages the app speaks; errors follow accept-language. */
import { TEXT_LIMITS } from '../fieldRules';

export type Lang = 'en' | 'ar';

export const MESSAGES = {
  invalidCredentials: { en: 'Invalid email or password', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  signInPaused: {
    en: 'Too many wrong passwords for this email: sign-in with it is paused for up to 15 minutes',
    ar: 'أُدخلت كلمة مرور خاطئة مرات كثيرة لهذا البريد الإلكتروني: تسجيل الدخول به متوقف لمدة تصل إلى 15 دقيقة',
  },
  accountDeactivated: { en: 'This account is deactivated', ar: 'هذا الحساب معطّل' },
  accountArchived: { en: 'This account is archived', ar: 'هذا الحساب مؤرشف' },
  signInRequired: { en: 'Please sign in again', ar: 'يرجى تسجيل الدخول مرة أخرى' },
  forbidden: { en: 'Access denied: your role may not do this', ar: 'تم رفض الوصول: لا تسمح صلاحيتك بهذا الإجراء' },
  invalidBody: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحاً' },
  noSuchEndpoint: { en: 'No such endpoint', ar: 'لا توجد خدمة بهذا العنوان' },
  noCurrentRecord: {
    en: 'If-Match names a version, but there is no record here to match it: nothing was saved',
    ar: 'تحدد ترويسة If-Match نسخة، لكن لا يوجد هنا سجل يطابقها: لم يُحفظ شيء',
  },
  wholeRecord: { en: 'A PUT replaces the record: send all of it', ar: 'طلب PUT يستبدل السجل: أرسله كاملاً' },
  wholeRecordField: { en: 'Missing: a PUT sends the whole record', ar: 'ناقص: طلب PUT يرسل السجل كاملاً' },
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
    en: 'Each shift needs at least one day, and an end time other than its start time (an earlier end is the next day)',
    ar: 'تحتاج كل وردية إلى يوم واحد على الأقل ووقت انتهاء غير وقت البدء (النهاية الأبكر في اليوم التالي)',
  },
  notText: { en: 'Must be text', ar: 'يجب أن تكون القيمة نصاً' },
  notANumber: { en: 'Must be a number', ar: 'يجب أن تكون القيمة رقماً' },
  notAWholeNumber: { en: 'Must be a whole number of 0 or more', ar: 'يجب أن يكون عدداً صحيحاً يساوي 0 أو أكثر' },
  notAList: { en: 'Must be a list', ar: 'يجب أن تكون القيمة قائمة' },
  localizedInvalid: {
    en: 'Must be an English and an Arabic text ({en, ar})',
    ar: 'يجب أن يكون نصاً بالإنجليزية ونصاً بالعربية ({en, ar})',
  },
  nameTooLong: {
    en: `Must be at most ${TEXT_LIMITS.name} characters`,
    ar: `يجب ألا يتجاوز عدد الأحرف ${TEXT_LIMITS.name}`,
  },
  textTooLong: {
    en: `Must be at most ${TEXT_LIMITS.text} characters`,
    ar: `يجب ألا يتجاوز عدد الأحرف ${TEXT_LIMITS.text}`,
  },
  linkTooLong: {
    en: `Must be at most ${TEXT_LIMITS.link} characters`,
    ar: `يجب ألا يتجاوز عدد الأحرف ${TEXT_LIMITS.link}`,
  },
  emailTooLong: {
    en: `Must be at most ${TEXT_LIMITS.email} characters`,
    ar: `يجب ألا يتجاوز عدد الأحرف ${TEXT_LIMITS.email}`,
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
  menuSortInvalid: {
    en: 'The ids must be exactly the ones being sorted',
    ar: 'يجب أن تكون المعرّفات هي نفسها العناصر المراد ترتيبها',
  },
  menuOptionGroupInvalid: {
    en: 'type must be variants, options or modifiers',
    ar: 'يجب أن يكون النوع variants أو options أو modifiers',
  },
  menuInvalidPassword: { en: 'Invalid Password!', ar: 'كلمة المرور غير صحيحة!' },
  menuUploadNotFound: { en: 'No upload with this id', ar: 'لا يوجد رفع بهذا المعرّف' },
  imageTypeInvalid: {
    en: 'Only JPEG, PNG, WebP and GIF images can be uploaded',
    ar: 'يمكن رفع صور JPEG أو PNG أو WebP أو GIF فقط',
  },
  imageTypeNotGranted: {
    en: 'The file is not of the type this upload address was given for',
    ar: 'نوع الملف ليس النوع الذي أُعطي له عنوان الرفع هذا',
  },
  imageContentInvalid: { en: 'The file is not the image its type says', ar: 'محتوى الملف ليس صورة من النوع المذكور' },
  imageTooLarge: { en: 'An image must be 5 MB or smaller', ar: 'يجب ألا يزيد حجم الصورة على 5 ميغابايت' },
  uploadAddressInvalid: {
    en: 'This upload address is unknown, expired or already used: ask for a new one (GET image)',
    ar: 'عنوان الرفع هذا غير معروف أو منتهي الصلاحية أو مستخدم من قبل: اطلب عنواناً جديداً (GET image)',
  },
  bodyTooLarge: {
    en: 'The request is too large: a JSON body may be up to 1 MB',
    ar: 'الطلب أكبر من المسموح: يصل محتوى JSON إلى 1 ميغابايت كحد أقصى',
  },
  settingKeyInvalid: {
    en: 'A key is 1 to 64 letters, digits, dots, dashes and underscores, and not a reserved name such as constructor',
    ar: 'يتكون المفتاح من 1 إلى 64 من الحروف والأرقام والنقاط والشرطات والشرطات السفلية، ولا يكون اسماً محجوزاً مثل constructor',
  },
  careTargetInvalid: {
    en: 'A care target is a whole number above 0',
    ar: 'يجب أن يكون هدف خدمة العملاء عدداً صحيحاً أكبر من 0',
  },
  jsonBodyType: {
    en: 'The body must be sent as JSON, with content-type: application/json',
    ar: 'يجب إرسال محتوى الطلب بصيغة JSON مع content-type: application/json',
  },
  fileBodyType: {
    en: 'The file must be sent as a multipart/form-data form',
    ar: 'يجب إرسال الملف في نموذج multipart/form-data',
  },
  voucherNotFound: { en: 'No voucher with this id', ar: 'لا توجد قسيمة بهذا المعرّف' },
  voucherTypeInvalid: { en: 'Type must be balance or oneTime', ar: 'يجب أن يكون النوع balance أو oneTime' },
  voucherBalanceInvalid: { en: 'The balance must be more than 0 SAR', ar: 'يجب أن يكون الرصيد أكبر من 0 ر.س' },
  voucherDatesOrder: {
    en: "Available from shouldn't be after available to",
    ar: 'يجب ألا يكون تاريخ بداية الإتاحة بعد تاريخ نهايتها',
  },
  dateInvalid: { en: 'Must be a date as YYYY-MM-DD', ar: 'يجب أن يكون تاريخاً بالشكل YYYY-MM-DD' },
  voucherSourceInvalid: { en: 'customersSource must be file or ids', ar: 'يجب أن يكون مصدر العملاء file أو ids' },
  voucherCustomersRequired: { en: 'Add at least one customer', ar: 'أضف عميلاً واحداً على الأقل' },
  voucherCustomerInvalid: {
    en: 'Not a customer id (e.g. cus_0001) or a Saudi mobile number (05XXXXXXXX or +9665XXXXXXXX)',
    ar: 'ليس معرّف عميل (مثل \u2066cus_0001\u2069) ولا رقم جوال سعودي (\u206605XXXXXXXX\u2069 أو \u2066+9665XXXXXXXX\u2069)',
  },
  voucherCustomerDuplicate: { en: 'Already listed in this file', ar: 'مكرر في هذا الملف' },
  voucherFileRequired: { en: 'Upload a customers file', ar: 'ارفع ملف العملاء' },
  voucherFileNotFound: { en: 'No uploaded customers file with this id', ar: 'لا يوجد ملف عملاء مرفوع بهذا المعرّف' },
  voucherFileType: {
    en: 'The customers file must be CSV or Excel (.xlsx)',
    ar: 'يجب أن يكون ملف العملاء CSV أو Excel ‏(.xlsx)',
  },
  voucherFileTooLarge: {
    en: 'The customers file must be under 2 MB',
    ar: 'يجب أن يكون حجم ملف العملاء أقل من 2 ميغابايت',
  },
  voucherFileUnreadable: { en: 'The customers file could not be read', ar: 'تعذّرت قراءة ملف العملاء' },
  bannerNotFound: { en: 'No banner with this id', ar: 'لا يوجد بنر بهذا المعرّف' },
  bannerDatesOrder: {
    en: "Start Date shouldn't be after end date",
    ar: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
  },
  bannerPriorityInvalid: {
    en: 'Priority must be a whole number of 1 or more',
    ar: 'يجب أن تكون الأولوية عدداً صحيحاً يساوي 1 أو أكثر',
  },
  bannerLinkTypeInvalid: {
    en: 'linkType must be none, url, product or category',
    ar: 'يجب أن يكون نوع الرابط none أو url أو product أو category',
  },
  bannerLinkInvalid: {
    en: 'The link must be a web address starting with http:// or https://',
    ar: 'يجب أن يكون الرابط عنوان ويب يبدأ بـ http://‎ أو https://‎',
  },
  bannerImageInvalid: { en: 'The image must be an uploaded picture', ar: 'يجب أن تكون الصورة مرفوعة' },
  imageUrlInvalid: {
    en: 'A picture must be an uploaded file or a web address starting with http:// or https://',
    ar: 'يجب أن تكون الصورة ملفاً مرفوعاً أو عنوان ويب يبدأ بـ http://‎ أو https://‎',
  },
  ticketStatusInvalid: {
    en: 'Status must be one of new, active, reopened, resolved, closed',
    ar: 'يجب أن تكون الحالة إحدى القيم new أو active أو reopened أو resolved أو closed',
  },
  ticketTransitionRefused: {
    en: 'A {from} ticket cannot become {to}',
    ar: 'لا يمكن نقل التذكرة من الحالة {from} إلى {to}',
  },
  commentRequired: { en: 'Comment text is required', ar: 'نص التعليق مطلوب' },
  commentTooLong: {
    en: `A comment cannot exceed ${TEXT_LIMITS.comment} characters`,
    ar: `يجب ألا يتجاوز التعليق ${TEXT_LIMITS.comment} حرف`,
  },
  cateringNotFound: { en: 'No catering request with this id', ar: 'لا يوجد طلب تموين بهذا المعرّف' },
  cateringStatusInvalid: {
    en: 'Status must be one of new, active, fulfilled, rejected',
    ar: 'يجب أن تكون الحالة إحدى القيم new أو active أو fulfilled أو rejected',
  },
  cateringTransitionRefused: {
    en: 'A {from} catering request cannot become {to}',
    ar: 'لا يمكن نقل طلب التموين من الحالة {from} إلى {to}',
  },
  customerNotFound: { en: 'No customer with this id', ar: 'لا يوجد عميل بهذا المعرّف' },
  phoneNumberRequired: { en: 'phoneNumber is required', ar: 'رقم الجوال phoneNumber مطلوب' },
  phoneNumberInvalid: {
    en: 'Enter a Saudi mobile number such as 0512345678',
    ar: 'أدخل رقم جوال سعودي مثل 0512345678',
  },
  phoneNumberUnknown: { en: 'No customer has this phone number', ar: 'لا يوجد عميل بهذا الرقم' },
  ratingInvalid: { en: 'rating must be a whole number from 1 to 5', ar: 'يجب أن يكون التقييم رقماً صحيحاً من 1 إلى 5' },
  planNotFound: { en: 'No plan with this id', ar: 'لا توجد خطة بهذا المعرّف' },
  planVariantsRequired: { en: 'Add at least one period variant', ar: 'أضف مدة اشتراك واحدة على الأقل' },
  planVariantInvalid: {
    en: 'Each period variant needs a length of 1 day or more and a price above 0 SAR',
    ar: 'تحتاج كل مدة اشتراك إلى طول يوم واحد أو أكثر وسعر أكبر من 0 ريال',
  },
  planVariantDuplicate: { en: 'Two period variants have the same length', ar: 'مدتا اشتراك بالطول نفسه' },
  planDaysInvalid: { en: 'days must be working, weekends or all', ar: 'يجب أن تكون الأيام working أو weekends أو all' },
  planSubscriptionDaysInvalid: {
    en: 'Subscription days must be from 1 to the number of days the plan delivers on',
    ar: 'يجب أن تكون أيام الاشتراك من 1 إلى عدد أيام التوصيل في الخطة',
  },
  planStartingDayInvalid: {
    en: 'startingDay must be 0 (Saturday) to 6 (Friday)',
    ar: 'يجب أن يكون يوم البدء من 0 (السبت) إلى 6 (الجمعة)',
  },
  planDateInvalid: { en: 'Dates must be YYYY-MM-DD', ar: 'يجب أن تكون التواريخ بالشكل YYYY-MM-DD' },
  planDatesOrder: { en: 'Not after must not be before not before', ar: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية' },
  planMealsRequired: { en: 'A plan needs at least one meal a day', ar: 'تحتاج الخطة إلى وجبة واحدة على الأقل يومياً' },
  planSettingsInvalid: {
    en: 'Submit time is HH:mm; the hours before must be whole numbers of 0 or more',
    ar: 'وقت الإرسال بالشكل HH:mm، ويجب أن تكون الساعات أعداداً صحيحة تساوي 0 أو أكثر',
  },
  subscriberNotFound: { en: 'No subscriber with this id', ar: 'لا يوجد مشترك بهذا المعرّف' },
  subscriberBranchInvalid: {
    en: 'Choose an active branch that offers subscriptions',
    ar: 'اختر فرعاً نشطاً يقدم خدمة الاشتراكات',
  },
  loyaltyPreviousDay: { en: "Can't insert previous day", ar: 'لا يمكن الإضافة في يوم سابق' },
  loyaltyOtherWeeksFilled: { en: "Item cell in other weeks isn't empty", ar: 'خانة الصنف في أسابيع أخرى ليست فارغة' },
  loyaltyRewardsIncomplete: {
    en: 'Please fill all points and threshold in all categories',
    ar: 'يرجى تعبئة جميع النقاط والحد الأدنى في جميع الفئات',
  },
  loyaltyWeekInvalid: {
    en: 'startOfWeek must be a Saturday as YYYY-MM-DD',
    ar: 'يجب أن تكون بداية الأسبوع يوم سبت بالشكل YYYY-MM-DD',
  },
  loyaltyWeekExists: { en: 'This week is already planned', ar: 'هذا الأسبوع مخطط مسبقاً' },
  loyaltyWeekPast: { en: 'A week that has ended cannot be added', ar: 'لا يمكن إضافة أسبوع انتهى' },
  loyaltyWeekMissing: { en: 'Add this week before filling it', ar: 'أضف هذا الأسبوع قبل تعبئته' },
  loyaltyCellInvalid: {
    en: 'Each cell needs a day of its week, a category, an existing menu item and points of 0 or more',
    ar: 'تحتاج كل خانة إلى يوم من أسبوعها وفئة وصنف موجود ونقاط تساوي 0 أو أكثر',
  },
  loyaltyNumbersInvalid: {
    en: 'Threshold and points per 1 SAR must be numbers above 0',
    ar: 'يجب أن يكون الحد الأدنى والنقاط لكل 1 ريال أرقاماً أكبر من 0',
  },
  offerNotFound: { en: 'No offer with this id', ar: 'لا يوجد عرض بهذا المعرّف' },
  promoCodeNotFound: { en: 'No promo code with this code', ar: 'لا يوجد رمز خصم بهذا الرمز' },
  promoCodeInUse: { en: 'This promo code already exists', ar: 'رمز الخصم هذا موجود بالفعل' },
  promoCodeFormat: {
    en: 'Use 3 to 20 letters, digits, dashes or underscores',
    ar: 'استخدم من 3 إلى 20 حرفاً أو رقماً أو شرطة أو شرطة سفلية',
  },
  promoTypeInvalid: {
    en: 'type must be cart, productFixed, productSpecified, freeDelivery or subscription',
    ar: 'يجب أن يكون النوع cart أو productFixed أو productSpecified أو freeDelivery أو subscription',
  },
  offerTypeInvalid: {
    en: 'type must be percentage, fixedValue, specificPrice or buyXGetY',
    ar: 'يجب أن يكون النوع percentage أو fixedValue أو specificPrice أو buyXGetY',
  },
  discountTypeInvalid: {
    en: 'discountType must be percentage, fixedValue or specificPrice',
    ar: 'يجب أن يكون نوع الخصم percentage أو fixedValue أو specificPrice',
  },
  percentageOver100: { en: 'A percentage cannot be more than 100', ar: 'لا يمكن أن تزيد النسبة المئوية عن 100' },
  amountNegative: { en: 'Amounts cannot be negative', ar: 'لا يمكن أن تكون القيمة سالبة' },
  discountNotPositive: { en: 'The discount must be more than 0', ar: 'يجب أن يكون الخصم أكبر من 0' },
  dateFormatInvalid: { en: 'Enter a valid date', ar: 'أدخل تاريخاً صحيحاً' },
  validToBeforeFrom: {
    en: "Valid to can't be before valid from",
    ar: 'لا يمكن أن يكون تاريخ نهاية الصلاحية قبل تاريخ بدايتها',
  },
  wholeNumberRequired: { en: 'Must be a whole number of 1 or more', ar: 'يجب أن يكون عدداً صحيحاً يساوي 1 أو أكثر' },
  perUserOverTotal: {
    en: 'Redemptions per user cannot be more than the total redemptions',
    ar: 'لا يمكن أن يزيد عدد مرات الاستخدام لكل مستخدم عن إجمالي مرات الاستخدام',
  },
  itemsRequired: { en: 'Choose at least one item', ar: 'اختر صنفاً واحداً على الأقل' },
  plansRequired: { en: 'Choose at least one plan', ar: 'اختر باقة واحدة على الأقل' },
  unknownReference: { en: 'Some of the chosen records do not exist', ar: 'بعض العناصر المختارة غير موجودة' },
  fakeFaultServer: {
    en: 'The server failed (a fault the tester asked the fake for)',
    ar: 'تعذّر على الخادم تنفيذ الطلب (خطأ طلبه المختبِر من الخادم التجريبي)',
  },
  fakeFaultNotFound: {
    en: 'Not found (a fault the tester asked the fake for)',
    ar: 'غير موجود (خطأ طلبه المختبِر من الخادم التجريبي)',
  },
  fakeFaultsInvalid: {
    en: 'mode must be 500, network, delay, 401, 404, html, text or empty, and count a whole number from 0 to 100',
    ar: 'يجب أن يكون النمط 500 أو network أو delay أو 401 أو 404 أو html أو text أو empty، والعدد رقماً صحيحاً من 0 إلى 100',
  },
  fakeFaultsSet: {
    en: 'The fake will fail the next calls as asked',
    ar: 'سيُفشل الخادم التجريبي الطلبات التالية كما طُلب',
  },
  fakeTicketTypeInvalid: {
    en: 'type must be complaint, inquiry, suggestion or order_issue',
    ar: 'يجب أن يكون النوع complaint أو inquiry أو suggestion أو order_issue',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(lang: Lang, key: MessageKey): string {
  return MESSAGES[key][lang];
}
