import type { KeepStateOptions } from 'react-hook-form';

/**
 * Every form's reset options. react-admin resets a form whenever its record changes: after a reorder, an upload,
 * a status toggle or the 120 s refetch. Without this, the reset wiped what staff had typed and not yet saved.
 */
export const KEEP_TYPED: KeepStateOptions = { keepDirtyValues: true };
