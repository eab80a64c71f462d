import { useRef, type ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

export interface FilePickButtonProps {
  children: ReactNode;
  icon: ReactNode;
  busy: boolean;
  accept: string;
  inputLabel: string;
  inputId?: string;
  /** The input is emptied when it settles, so the same file can be picked again. */
  onFile: (file: File) => Promise<void>;
}

// A real button: a `<label>` styled as one, MUI's usual trick, has a role a label may not have, and no keyboard press.
export function FilePickButton({ children, icon, busy, accept, inputLabel, inputId, onFile }: FilePickButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  const picked = async (file: File | undefined) => {
    if (!file) return;
    try {
      await onFile(file);
    } finally {
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : icon}
        disabled={busy}
        onClick={() => picker.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={picker}
        id={inputId}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        onChange={(event) => void picked(event.target.files?.[0])}
      />
    </>
  );
}
