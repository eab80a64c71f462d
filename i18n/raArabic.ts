/**
 * Arabic (Modern Standard Arabic) texts for react-admin's own interface: the
 * `ra.*` messages of ra-language-english 5.15.4, written directly in i18next
 * format (ra-language-arabic on npm is unusable).
 *
 * Conventions, matching what `convertRaTranslationsToI18next` produces for English:
 * - interpolations are `{{var}}`, with the same variable names as the English message;
 * - every English plural message (`"one |||| other"`) becomes the six Arabic
 *   plural keys `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`, chosen by
 *   i18next with `Intl.PluralRules('ar')` from `count` (react-admin passes
 *   `smart_count` as `count`; the texts print `{{smart_count}}`):
 *     zero  → 0                         (لا يوجد أي عنصر)
 *     one   → 1                         (عنصر واحد)
 *     two   → 2                         (عنصران / عنصرين)
 *     few   → 3–10, 103–110, …          (5 عناصر)
 *     many  → 11–99, 111–199, …         (11 عنصرًا)
 *     other → 100–102, 200–202, …       (100 عنصر)
 *   The zero and dual forms need no numeral in Arabic, so they omit `{{smart_count}}`.
 * - In counted titles (`bulk_delete_title`, `bulk_update_title`) `{{name}}` is the
 *   resource label that react-admin already resolves for the same count, so it is
 *   placed right after the number, as Arabic counted nouns require.
 */

/** Nested i18next messages: namespaces whose leaves are message strings. */
export interface I18nextMessageTree {
    [key: string]: string | I18nextMessageTree;
}

export const raArabic = {
    ra: {
        action: {
            add_filter: 'إضافة عامل تصفية',
            add: 'إضافة',
            back: 'رجوع',
            bulk_actions_zero: 'لم يتم تحديد أي عنصر',
            bulk_actions_one: 'تم تحديد عنصر واحد',
            bulk_actions_two: 'تم تحديد عنصرين',
            bulk_actions_few: 'تم تحديد {{smart_count}} عناصر',
            bulk_actions_many: 'تم تحديد {{smart_count}} عنصرًا',
            bulk_actions_other: 'تم تحديد {{smart_count}} عنصر',
            cancel: 'إلغاء',
            clear_array_input: 'مسح القائمة',
            clear_input_value: 'مسح القيمة',
            clone: 'إنشاء نسخة',
            confirm: 'تأكيد',
            create: 'إنشاء',
            create_item: 'إنشاء {{item}}',
            delete: 'حذف',
            edit: 'تعديل',
            export: 'تصدير',
            list: 'القائمة',
            refresh: 'تحديث',
            remove_filter: 'إزالة عامل التصفية هذا',
            remove_all_filters: 'إزالة جميع عوامل التصفية',
            remove: 'إزالة',
            reset: 'إعادة تعيين',
            save: 'حفظ',
            search: 'بحث',
            search_columns: 'البحث في الأعمدة',
            select_all: 'تحديد الكل',
            select_all_button: 'تحديد الكل',
            select_row: 'تحديد هذا الصف',
            show: 'عرض',
            sort: 'ترتيب',
            undo: 'تراجع',
            unselect: 'إلغاء التحديد',
            expand: 'توسيع',
            close: 'إغلاق',
            open_menu: 'فتح القائمة',
            close_menu: 'إغلاق القائمة',
            update: 'تحديث',
            move_up: 'نقل لأعلى',
            move_down: 'نقل لأسفل',
            open: 'فتح',
            toggle_theme: 'التبديل بين الوضع الفاتح والداكن',
            select_columns: 'الأعمدة',
            update_application: 'إعادة تحميل التطبيق',
        },
        boolean: {
            true: 'نعم',
            false: 'لا',
            null: ' ',
        },
        page: {
            create: 'إنشاء {{name}}',
            dashboard: 'لوحة التحكم',
            edit: '{{name}} {{recordRepresentation}}',
            error: 'حدث خطأ ما',
            list: '{{name}}',
            loading: 'جارٍ التحميل',
            not_found: 'الصفحة غير موجودة',
            show: '{{name}} {{recordRepresentation}}',
            empty: 'لم تتم إضافة أي {{name}} بعد.',
            invite: 'هل ترغب في إضافة عنصر جديد؟',
            access_denied: 'الوصول مرفوض',
            authentication_error: 'خطأ في المصادقة',
        },
        input: {
            file: {
                upload_several:
                    'اسحب الملفات وأفلتها هنا لرفعها، أو انقر لاختيار ملف.',
                upload_single: 'اسحب الملف وأفلته هنا لرفعه، أو انقر لاختياره.',
            },
            image: {
                upload_several:
                    'اسحب الصور وأفلتها هنا لرفعها، أو انقر لاختيار صورة.',
                upload_single:
                    'اسحب الصورة وأفلتها هنا لرفعها، أو انقر لاختيارها.',
            },
            references: {
                all_missing: 'تعذّر العثور على بيانات السجلات المرتبطة.',
                many_missing:
                    'يبدو أن واحدًا على الأقل من السجلات المرتبطة لم يعد متاحًا.',
                single_missing: 'يبدو أن السجل المرتبط لم يعد متاحًا.',
            },
            password: {
                toggle_visible: 'إخفاء كلمة المرور',
                toggle_hidden: 'إظهار كلمة المرور',
            },
        },
        message: {
            about: 'حول',
            access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة',
            are_you_sure: 'هل أنت متأكد؟',
            authentication_error:
                'أعاد خادم المصادقة خطأً، وتعذّر التحقق من بيانات الدخول الخاصة بك.',
            auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
            bulk_delete_content_zero: 'لم يتم تحديد أي عنصر للحذف.',
            bulk_delete_content_one:
                'هل أنت متأكد من حذف هذا العنصر ({{name}})؟',
            bulk_delete_content_two: 'هل أنت متأكد من حذف هذين العنصرين؟',
            bulk_delete_content_few:
                'هل أنت متأكد من حذف {{smart_count}} عناصر؟',
            bulk_delete_content_many:
                'هل أنت متأكد من حذف {{smart_count}} عنصرًا؟',
            bulk_delete_content_other:
                'هل أنت متأكد من حذف {{smart_count}} عنصر؟',
            bulk_delete_title_zero: 'لا توجد عناصر محددة للحذف',
            bulk_delete_title_one: 'حذف {{name}}',
            bulk_delete_title_two: 'حذف عنصرين',
            bulk_delete_title_few: 'حذف {{smart_count}} {{name}}',
            bulk_delete_title_many: 'حذف {{smart_count}} {{name}}',
            bulk_delete_title_other: 'حذف {{smart_count}} {{name}}',
            bulk_update_content_zero: 'لم يتم تحديد أي عنصر للتحديث.',
            bulk_update_content_one:
                'هل أنت متأكد من تحديث {{name}} {{recordRepresentation}}؟',
            bulk_update_content_two: 'هل أنت متأكد من تحديث هذين العنصرين؟',
            bulk_update_content_few:
                'هل أنت متأكد من تحديث {{smart_count}} عناصر؟',
            bulk_update_content_many:
                'هل أنت متأكد من تحديث {{smart_count}} عنصرًا؟',
            bulk_update_content_other:
                'هل أنت متأكد من تحديث {{smart_count}} عنصر؟',
            bulk_update_title_zero: 'لا توجد عناصر محددة للتحديث',
            bulk_update_title_one: 'تحديث {{name}} {{recordRepresentation}}',
            bulk_update_title_two: 'تحديث عنصرين',
            bulk_update_title_few: 'تحديث {{smart_count}} {{name}}',
            bulk_update_title_many: 'تحديث {{smart_count}} {{name}}',
            bulk_update_title_other: 'تحديث {{smart_count}} {{name}}',
            clear_array_input: 'هل أنت متأكد من مسح القائمة بالكامل؟',
            delete_content: 'هل أنت متأكد من حذف هذا العنصر ({{name}})؟',
            delete_title: 'حذف {{name}} {{recordRepresentation}}',
            details: 'التفاصيل',
            error: 'حدث خطأ في التطبيق وتعذّر إتمام طلبك.',
            invalid_form: 'النموذج غير صالح. يُرجى مراجعة الأخطاء',
            loading: 'يُرجى الانتظار',
            no: 'لا',
            not_found: 'ربما كتبت عنوانًا غير صحيح، أو فتحت رابطًا غير صالح.',
            select_all_limit_reached:
                'عدد العناصر أكبر من أن تُحدَّد جميعها. تم تحديد أول {{max}} عنصر فقط.',
            unsaved_changes:
                'لم يتم حفظ بعض التغييرات. هل أنت متأكد من تجاهلها؟',
            yes: 'نعم',
            placeholder_data_warning: 'مشكلة في الشبكة: تعذّر تحديث البيانات.',
        },
        navigation: {
            clear_filters: 'مسح عوامل التصفية',
            no_filtered_results:
                'لم يتم العثور على أي {{name}} بعوامل التصفية الحالية.',
            no_results: 'لم يتم العثور على أي {{name}}',
            no_more_results:
                'رقم الصفحة {{page}} خارج النطاق. جرّب الصفحة السابقة.',
            page_out_of_boundaries: 'رقم الصفحة {{page}} خارج النطاق',
            page_out_from_end: 'لا يمكن تجاوز الصفحة الأخيرة',
            page_out_from_begin: 'لا يمكن الرجوع إلى ما قبل الصفحة 1',
            page_range_info: '{{offsetBegin}}-{{offsetEnd}} من {{total}}',
            partial_page_range_info:
                '{{offsetBegin}}-{{offsetEnd}} من أكثر من {{offsetEnd}}',
            current_page: 'الصفحة {{page}}',
            page: 'الانتقال إلى الصفحة {{page}}',
            first: 'الانتقال إلى الصفحة الأولى',
            last: 'الانتقال إلى الصفحة الأخيرة',
            next: 'الانتقال إلى الصفحة التالية',
            previous: 'الانتقال إلى الصفحة السابقة',
            page_rows_per_page: 'عدد الصفوف في الصفحة:',
            skip_nav: 'الانتقال إلى المحتوى',
        },
        sort: {
            sort_by: 'ترتيب حسب {{field_lower_first}} {{order}}',
            ASC: 'تصاعديًا',
            DESC: 'تنازليًا',
        },
        auth: {
            auth_check_error: 'يُرجى تسجيل الدخول للمتابعة',
            user_menu: 'الملف الشخصي',
            username: 'اسم المستخدم',
            password: 'كلمة المرور',
            email: 'البريد الإلكتروني',
            sign_in: 'تسجيل الدخول',
            sign_in_error: 'تعذّر تسجيل الدخول، يُرجى المحاولة مرة أخرى',
            logout: 'تسجيل الخروج',
        },
        notification: {
            updated_zero: 'لم يتم تحديث أي عنصر',
            updated_one: 'تم تحديث العنصر',
            updated_two: 'تم تحديث عنصرين',
            updated_few: 'تم تحديث {{smart_count}} عناصر',
            updated_many: 'تم تحديث {{smart_count}} عنصرًا',
            updated_other: 'تم تحديث {{smart_count}} عنصر',
            created: 'تم إنشاء العنصر',
            deleted_zero: 'لم يتم حذف أي عنصر',
            deleted_one: 'تم حذف العنصر',
            deleted_two: 'تم حذف عنصرين',
            deleted_few: 'تم حذف {{smart_count}} عناصر',
            deleted_many: 'تم حذف {{smart_count}} عنصرًا',
            deleted_other: 'تم حذف {{smart_count}} عنصر',
            bad_item: 'عنصر غير صحيح',
            item_doesnt_exist: 'العنصر غير موجود',
            http_error: 'خطأ في الاتصال بالخادم',
            data_provider_error:
                'خطأ في مزوّد البيانات (dataProvider). راجع وحدة تحكم المتصفح لمزيد من التفاصيل.',
            i18n_error: 'تعذّر تحميل الترجمات الخاصة باللغة المحددة',
            canceled: 'تم إلغاء الإجراء',
            logged_out: 'انتهت جلستك، يُرجى تسجيل الدخول مرة أخرى.',
            not_authorized: 'ليست لديك صلاحية الوصول إلى هذا المورد.',
            application_update_available: 'يتوفر إصدار جديد من التطبيق.',
            offline: 'لا يوجد اتصال بالشبكة. تعذّر جلب البيانات.',
        },
        validation: {
            required: 'هذا الحقل مطلوب',
            minLength: 'يجب ألا يقل عدد الأحرف عن {{min}}',
            maxLength: 'يجب ألا يزيد عدد الأحرف عن {{max}}',
            minValue: 'يجب ألا تقل القيمة عن {{min}}',
            maxValue: 'يجب ألا تزيد القيمة عن {{max}}',
            number: 'يجب أن تكون القيمة رقمًا',
            email: 'يجب إدخال بريد إلكتروني صالح',
            oneOf: 'يجب أن تكون القيمة إحدى القيم التالية: {{options}}',
            regex: 'يجب أن تطابق القيمة تنسيقًا محددًا (تعبير نمطي): {{pattern}}',
            unique: 'يجب ألا تكون القيمة مكررة',
        },
        saved_queries: {
            label: 'عمليات البحث المحفوظة',
            query_name: 'اسم البحث',
            new_label: 'حفظ البحث الحالي...',
            new_dialog_title: 'حفظ البحث الحالي باسم',
            remove_label: 'حذف البحث المحفوظ',
            remove_label_with_name: 'حذف البحث «{{name}}»',
            remove_dialog_title: 'حذف البحث المحفوظ؟',
            remove_message:
                'هل أنت متأكد من حذف هذا العنصر من قائمة عمليات البحث المحفوظة؟',
            help: 'قم بتصفية القائمة واحفظ هذا البحث لاستخدامه لاحقًا',
        },
        guesser: {
            empty: {
                title: 'لا توجد بيانات لعرضها',
                message: 'يُرجى التحقق من مزوّد البيانات',
            },
        },
        configurable: {
            customize: 'تخصيص',
            configureMode: 'تهيئة هذه الصفحة',
            inspector: {
                title: 'أداة الفحص',
                content: 'مرّر المؤشر فوق عناصر واجهة التطبيق لتهيئتها',
                reset: 'إعادة تعيين الإعدادات',
                hideAll: 'إخفاء الكل',
                showAll: 'إظهار الكل',
            },
            Datagrid: {
                title: 'جدول البيانات',
                unlabeled: 'عمود بلا عنوان رقم {{column}}',
            },
            SimpleForm: {
                title: 'النموذج',
                unlabeled: 'حقل بلا عنوان رقم {{input}}',
            },
            SimpleList: {
                title: 'القائمة',
                primaryText: 'النص الأساسي',
                secondaryText: 'النص الثانوي',
                tertiaryText: 'النص الثالث',
            },
        },
    },
} satisfies { ra: I18nextMessageTree };
