// The week starts on Saturday in both languages. dayjs's own Arabic turns digits into Arabic-Indic ones and calls
// noon "ص", so not used as is; MUI X ships no Arabic texts for its pickers.
import dayjs from 'dayjs';
import arabic from 'dayjs/locale/ar';
import english from 'dayjs/locale/en';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

const SATURDAY = 6;

export const PICKER_LOCALES = { en: 'en-saturday', ar: 'ar-latin' } as const;

// dayjs's English keeps its long formats in the localizedFormat plugin, for the name 'en' only: given here.
const ENGLISH_FORMATS = {
  LTS: 'h:mm:ss A',
  LT: 'h:mm A',
  L: 'MM/DD/YYYY',
  LL: 'MMMM D, YYYY',
  LLL: 'MMMM D, YYYY h:mm A',
  LLLL: 'dddd, MMMM D, YYYY h:mm A',
};
dayjs.locale({ ...english, name: PICKER_LOCALES.en, weekStart: SATURDAY, formats: ENGLISH_FORMATS }, undefined, true);
dayjs.locale(
  {
    ...arabic,
    name: PICKER_LOCALES.ar,
    weekStart: SATURDAY,
    meridiem: (hour: number) => (hour < 12 ? 'ص' : 'م'),
    preparse: undefined,
    postformat: undefined,
  } as ILocale,
  undefined,
  true,
);

export const arabicPickerTexts: Partial<PickersLocaleText> = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'العرض السابق',
  openNextView: 'العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'عرض السنوات مفتوح، الانتقال إلى التقويم' : 'التقويم مفتوح، الانتقال إلى عرض السنوات',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر تاريخًا',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  clockLabelText: (view, formattedTime) =>
    `اختر ${view === 'hours' ? 'الساعة' : 'الدقائق'}. ${formattedTime ? `الوقت المختار ${formattedTime}` : 'لم يُختر وقت'}`,
  hoursClockNumberText: (hours) => `${hours} ساعة`,
  minutesClockNumberText: (minutes) => `${minutes} دقيقة`,
  selectViewText: (view) => `اختر ${view === 'hours' ? 'الساعة' : view === 'meridiem' ? 'ص أو م' : 'الدقائق'}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر تاريخًا، التاريخ المختار ${formattedDate}` : 'اختر تاريخًا',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `اختر وقتًا، الوقت المختار ${formattedTime}` : 'اختر وقتًا',
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر الوقت',
  dateTableLabel: 'اختر التاريخ',
  fieldYearPlaceholder: (params) => 'س'.repeat(params.digitAmount),
  fieldMonthPlaceholder: () => 'شش',
  fieldDayPlaceholder: () => 'يي',
  fieldHoursPlaceholder: () => 'سا',
  fieldMinutesPlaceholder: () => 'دد',
  fieldMeridiemPlaceholder: () => 'ص/م',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  hours: 'الساعات',
  minutes: 'الدقائق',
  meridiem: 'ص/م',
  empty: 'فارغ',
};
