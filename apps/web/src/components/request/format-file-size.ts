import type { MessageKey } from '@/lib/i18n';

/** A byte count as a message key and a number rounded for people (1 decimal above 1 KB). */
export function fileSizeParts(bytes: number): { key: MessageKey; size: number } {
  if (bytes < 1024) return { key: 'request.size.bytes', size: bytes };
  if (bytes < 1024 * 1024) return { key: 'request.size.kilobytes', size: Math.round((bytes / 1024) * 10) / 10 };
  return { key: 'request.size.megabytes', size: Math.round((bytes / (1024 * 1024)) * 10) / 10 };
}
