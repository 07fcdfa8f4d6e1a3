import type { EntityTable } from '@murmur/shared';
import { useEffect, useState } from 'react';

/** Every entity of a store table, re-read whenever the table changes. */
export function useTableValues<T extends { id: string }>(table: EntityTable<T>): T[] {
  const [values, setValues] = useState(() => table.values());
  useEffect(() => {
    setValues(table.values());
    const subscription = table.changes$.subscribe(() => setValues(table.values()));
    return () => subscription.unsubscribe();
  }, [table]);
  return values;
}
