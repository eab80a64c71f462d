import { useSyncExternalStore } from 'react';
import i18n from '@/i18n/instance';
import { directionOf } from '@/i18n/core';
import type { Direction } from './themes';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

export function useDirection(): Direction {
  return useSyncExternalStore(subscribe, () => directionOf(i18n.language ?? 'en'));
}
