import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** One timer for the whole screen's hundreds of cards or rows. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const MinuteContext = createContext<number | undefined>(undefined);

export function MinuteClock({ children }: { children: ReactNode }) {
  return <MinuteContext.Provider value={useMinuteClock()}>{children}</MinuteContext.Provider>;
}

export function useNow(): number {
  const own = useMinuteClock();
  return useContext(MinuteContext) ?? own;
}
