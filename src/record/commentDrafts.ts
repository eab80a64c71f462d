import { useState } from 'react';
import { getUser } from '@/dataProvider/session';

// In sessionStorage, which logout clears: a draft outlives a reload. The user is in the key because another tab's
// sign-in as someone else changes this tab's user.
const PREFIX = 'comment-draft:';

export function draftKey(resource: string | undefined, id: unknown): string | null {
  const user = getUser();
  return user && resource && id !== undefined && id !== null ? `${PREFIX}${user.id}:${resource}:${String(id)}` : null;
}

function readDraft(key: string | null): string {
  if (!key) return '';
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function keepDraft(key: string | null, text: string): void {
  if (!key) return;
  try {
    if (text === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    // Storage full or refused (a private window's quota): the draft lives on screen only.
  }
}

export function useCommentDraft(key: string | null): [string, (text: string) => void] {
  const [text, setText] = useState(() => readDraft(key));
  const change = (next: string) => {
    setText(next);
    keepDraft(key, next);
  };
  return [text, change];
}
