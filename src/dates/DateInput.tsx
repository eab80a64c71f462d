import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { SxProps, Theme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import { PickerLocalization } from './PickerLocalization';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslateLabel,
  type InputProps,
} from 'react-admin';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export interface DateInputProps extends Omit<InputProps, 'format' | 'parse'> {
  withTime?: boolean;
  /** In the calendar only: validation still belongs to `validate`. */
  minDate?: string;
  helperText?: string | false;
  className?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

/** Typed digits stay Western; the spec's formats are YYYY-MM-DD and YYYY-MM-DD HH:mm. */
export function DateInput({
  withTime = false,
  minDate,
  label,
  helperText,
  className,
  fullWidth,
  sx,
  ...props
}: DateInputProps) {
  const resource = useResourceContext(props);
  const translateLabel = useTranslateLabel();
  // The calendar's popup or dialog is named after its field.
  const calendarName = { 'aria-label': String(translateLabel({ label, resource, source: props.source })) };
  const { field, fieldState, isRequired, id } = useInput({ ...props, defaultValue: props.defaultValue ?? null });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const Picker = withTime ? DateTimePicker : DatePicker;
  const onChange = (value: Dayjs | null) => {
    if (!value || !value.isValid()) field.onChange(value ? 'invalid' : null);
    else field.onChange(withTime ? value.toISOString() : value.format(DATE_FORMAT));
  };
  return (
    <PickerLocalization>
      <Picker
        value={toDayjs(field.value)}
        onChange={onChange}
        format={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
        minDate={minDate ? dayjs(minDate) : undefined}
        disabled={props.disabled}
        readOnly={props.readOnly}
        className={className}
        slotProps={{
          popper: calendarName,
          mobilePaper: calendarName,
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            label: <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />,
            error: Boolean(error),
            helperText: <InputHelperText error={error} helperText={helperText} />,
            fullWidth,
            sx,
          },
        }}
      />
    </PickerLocalization>
  );
}
