import { regex, required } from 'react-admin';
import { maxText } from '@/src/validators';

const valueMax = maxText('text');

/** 'Value is required': a value of spaces only is no value. */
export const validateValue = (value: unknown) =>
  typeof value === 'string' && value.trim() ? valueMax(value) : 'resources.settings.valueRequired';

export const validateKey = [
  required('app.validation.required'),
  regex(/^[A-Za-z0-9_.-]+$/, 'resources.settings.keyFormat'),
];
