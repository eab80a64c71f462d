import { useCallback, type ChangeEvent } from 'react';
import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

type SwitchInputProps = Pick<InputProps, 'source' | 'label' | 'defaultValue' | 'helperText' | 'validate'>;

// BooleanInput gives the form's ref to the switch's label, which MUI 9 no longer passes on: here it reaches the
// switch, so a save that validation stops can focus it.
export function SwitchInput({ source, label, defaultValue = false, helperText, validate }: SwitchInputProps) {
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source, defaultValue, validate, type: 'checkbox' });
  const { onChange, onBlur } = field;
  // A switch is touched once flipped, as BooleanInput has it: its error shows without leaving it.
  const flip = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      onChange(event);
      onBlur();
    },
    [onChange, onBlur],
  );
  return (
    <FormGroup className={`ra-input ra-input-${source}`}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={flip}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      />
      {(helperText !== false || invalid) && (
        <FormHelperText error={invalid}>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </FormGroup>
  );
}
