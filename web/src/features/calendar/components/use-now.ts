import { useEffect, useState } from 'react';
import { nowTimeIn, todayIn } from '../../../lib/dates.ts';
import { minutesOf } from '../model/grid-layout.ts';

export interface Now {
  date: string;
  minutes: number;
}

function read(timezone: string): Now {
  const at = new Date();
  return { date: todayIn(timezone, at), minutes: minutesOf(nowTimeIn(timezone, at)) };
}

/** Today and the time of day in the business's zone, read again every half minute (the "now" line moves). */
export function useNow(timezone: string, everyMs = 30_000): Now {
  const [now, setNow] = useState(() => read(timezone));
  useEffect(() => {
    setNow(read(timezone));
    const timer = setInterval(() => setNow(read(timezone)), everyMs);
    return () => clearInterval(timer);
  }, [timezone, everyMs]);
  return now;
}
