/**
 * Today, for deadline labels: read once when the screen mounts and again when the tab comes back into view (a tab
 * left open overnight must not keep saying 'Today').
 */
import { useEffect, useState } from 'react';

export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setToday((current) => {
        const now = new Date();
        return now.toDateString() === current.toDateString() ? current : now;
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return today;
}
