import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { arabicPickerTexts, PICKER_LOCALES } from '@/src/dates/pickerLocales';

/** Every date picker and calendar in the screen's language, the week from Saturday (src/dates/pickerLocales.ts). */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const arabic = locale === 'ar';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={arabic ? PICKER_LOCALES.ar : PICKER_LOCALES.en}
      localeText={arabic ? arabicPickerTexts : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
