import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { dayChoices } from './choices';
import { atLeastOneDay } from './validators';

/**
 * A shift's week days, a check box each from Saturday, as react-admin's CheckboxGroupInput draws them. That
 * input gives the form's ref to each box's label, which MUI 9 no longer passes on and React refuses as an
 * unknown attribute; here it reaches the first box itself, so a save that validation stops can focus it.
 */
export function DaysInput() {
  const translate = useTranslate();
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source: 'days', validate: atLeastOneDay });
  const days: unknown[] = Array.isArray(field.value) ? field.value : [];
  const check = (day: number, checked: boolean) => {
    field.onChange(checked ? [...days, day] : days.filter((other) => other !== day));
    field.onBlur();
  };
  return (
    <FormControl component="fieldset" margin="dense" error={invalid} className="ra-input ra-input-days">
      <FormLabel component="legend">
        <FieldTitle label="resources.branches.labels.days" source="days" isRequired={isRequired} />
      </FormLabel>
      <FormGroup row>
        {dayChoices.map((day, index) => (
          <FormControlLabel
            key={day.id}
            htmlFor={`${id}_${day.id}`}
            label={translate(day.name)}
            control={
              <Checkbox
                id={`${id}_${day.id}`}
                value={String(day.id)}
                checked={days.includes(day.id)}
                onChange={(_, checked) => check(day.id, checked)}
                sx={{ height: 32 }}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText error={invalid}>
        <InputHelperText error={error?.message} />
      </FormHelperText>
    </FormControl>
  );
}
