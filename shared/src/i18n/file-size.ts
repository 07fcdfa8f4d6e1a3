import { FILE_SIZE_UNITS } from '../constants';

export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** A byte count in the largest binary unit under 1024 of it (spec 3: B, KiB, MiB...). */
export function fileSizeParts(bytes: number): { value: number; unit: FileSizeUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: FILE_SIZE_UNITS[index] ?? 'B' };
}

/**
 * A file size for people: the number in the interface language's digits and separators (one
 * decimal at most: '1,5 MiB' in German), the unit as spec 3 writes it, kept on the number's line.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const { value, unit } = fileSizeParts(bytes);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number}\u00a0${unit}`;
}
