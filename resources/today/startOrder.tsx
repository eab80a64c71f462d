// The care card's calls go first and the other cards' once they have answered (or after START_OTHERS_MS), so a first
// card's figures show at once: the in-browser fake answers one call at a time on the page's own thread.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export const START_OTHERS_MS = 300;

const Started = createContext<{ started: boolean; start: () => void }>({ started: true, start: () => undefined });

export function StartOrder({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  useEffect(() => {
    const timer = setTimeout(start, START_OTHERS_MS);
    return () => clearTimeout(timer);
  }, [start]);
  const value = useMemo(() => ({ started, start }), [started, start]);
  return <Started.Provider value={value}>{children}</Started.Provider>;
}

export const useStarted = () => useContext(Started).started;

export function useStartOthersWhen(settled: boolean) {
  const { start } = useContext(Started);
  useEffect(() => {
    if (settled) start();
  }, [settled, start]);
}
