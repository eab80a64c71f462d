import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { arabicPickerTexts, PICKER_LOCALES } from '@/src/dates/pickerLocales';

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
