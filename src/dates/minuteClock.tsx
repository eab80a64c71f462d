import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The time a screen's waits and clocks are counted from, moved on once a minute: one timer for the whole screen
 * (hundreds of cards or rows), each reading the time it is given.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const MinuteContext = createContext<number | undefined>(undefined);

/** One minute clock for everything inside: rows read it with `useNow`, so a list's rows share one timer. */
export function MinuteClock({ children }: { children: ReactNode }) {
  return <MinuteContext.Provider value={useMinuteClock()}>{children}</MinuteContext.Provider>;
}

/** The screen's minute clock; outside one, a clock of its own. */
export function useNow(): number {
  const own = useMinuteClock();
  return useContext(MinuteContext) ?? own;
}
