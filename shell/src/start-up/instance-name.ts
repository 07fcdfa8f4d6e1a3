import { useInstance } from '@murmur/shared/core';

/** The site name shown in the top bar: the instance's title, else the client's name. */
export function useInstanceName(): string {
  const { instance } = useInstance();
  return instance.title || 'Murmur';
}
