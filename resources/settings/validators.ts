import { regex, required } from 'react-admin';
import { maxText } from '@/src/forms/validators';
import { SETTING_KEY_PATTERN, careTargetValue, isCareTargetKey } from '@/dataProvider/fieldRules';

const valueMax = maxText('text');

/** 'Value is required': a value of spaces only is no value; a care target is a whole number above 0, as the API says. */
export const validateValue = (value: unknown, values?: { key?: unknown }) => {
  if (typeof value !== 'string' || !value.trim()) return 'resources.settings.valueRequired';
  if (isCareTargetKey(values?.key) && careTargetValue(value.trim()) === undefined)
    return 'resources.settings.careTarget';
  return valueMax(value);
};

export const validateKey = [
  required('app.validation.required'),
  // The API's own rule: a key it would refuse is refused here first.
  regex(SETTING_KEY_PATTERN, 'resources.settings.keyFormat'),
];
