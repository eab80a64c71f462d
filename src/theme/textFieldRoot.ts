import { FormControl } from '@mui/material';
import { styled } from '@mui/material/styles';

// Props MUI 9's TextField no longer reads, which react-admin 5.15's inputs still pass beside the same `slotProps`:
// MUI hands them on to the outer <div>, where React refuses them. Then MUI's own, as its root does.
const KEPT_OFF = new Set<PropertyKey>([
  'InputProps',
  'inputProps',
  'InputLabelProps',
  'FormHelperTextProps',
  'SelectProps',
  'ownerState',
  'theme',
  'sx',
  'as',
  'classes',
]);

export const TextFieldRoot = styled(FormControl, {
  name: 'MuiTextField',
  slot: 'Root',
  shouldForwardProp: (prop) => !KEPT_OFF.has(prop),
})({});
