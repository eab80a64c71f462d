import { regex, required } from 'react-admin';
import { maxText } from '@/src/validators';
import { SETTING_KEY_PATTERN } from '@/dataProvider/fieldRules';

const valueMax = maxText('text');

/** 'Value is required': a value of spaces only is no value. */
export const validateValue = (value: unknown) =>
  typeof value === 'string' && value.trim() ? valueMax(value) : 'resources.settings.valueRequired';

export const validateKey = [
  required('app.validation.required'),
  // The API's own rule: a key it would refuse is refused here first.
  regex(SETTING_KEY_PATTERN, 'resources.settings.keyFormat'),
];
