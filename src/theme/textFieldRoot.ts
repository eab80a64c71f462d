import { FormControl } from '@mui/material';
import { styled } from '@mui/material/styles';

/**
 * Props kept off the page: those MUI 9's TextField no longer reads, which react-admin 5.15's inputs still pass
 * beside the same values as `slotProps` (which MUI 9 does read), and which MUI would hand on to the field's
 * outer <div>, where React refuses them as unknown attributes; then MUI's own, as its root does.
 */
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

/** MUI's own TextField root: a FormControl styled by the theme's MuiTextField root styles. */
export const TextFieldRoot = styled(FormControl, {
  name: 'MuiTextField',
  slot: 'Root',
  shouldForwardProp: (prop) => !KEPT_OFF.has(prop),
})({});
