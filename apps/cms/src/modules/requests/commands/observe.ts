import type { RequestCommand, RequestFormat } from '@portal/shared';

/** What one command did: the event it appended and the queue entries it rewrote. */
export interface CommandReport {
  command: RequestCommand;
  event: { documentId: string; action: string };
  synced: Array<{ format: RequestFormat; id: number }>;
}

type Observer = (report: CommandReport) => void;

const observers = new Set<Observer>();

/**
 * Listens to every command that committed (metrics, and the tests that check one event and
 * one queue sync per command). Returns the unsubscribe function.
 */
export function observeCommands(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportCommand(report: CommandReport): void {
  for (const observer of observers) {
    try {
      observer(report);
    } catch {
      // An observer never fails a command that already committed.
    }
  }
}
