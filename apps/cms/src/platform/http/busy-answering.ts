import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Core } from '@strapi/strapi';

/**
 * Whether this instance is busy answering HTTP calls: background work (the notification outbox's
 * sends) then gives way, so that a burst of calls is answered first and its mail follows. Busy
 * means both: calls are in flight, and the event loop was at least BUSY_SHARE busy over the last
 * window. Calls alone are not enough (a quiet instance answers a call now and then), nor is a busy
 * loop (the outbox draining a backlog keeps the loop busy by itself).
 */
const BUSY_SHARE = 0.9;
/** How often the loop's utilization is read again; between reads the last answer stands. */
const WINDOW_MS = 200;

let answering = 0;
let mark: EventLoopUtilization = performance.eventLoopUtilization();
let markedAt = performance.now();
let lastShare = 0;

/** Counts the calls the instance's HTTP server is answering, cached public reads included. */
export function trackAnswersInFlight(strapi: Core.Strapi): void {
  strapi.server.httpServer.on('request', (_request, response) => {
    answering += 1;
    response.once('close', () => {
      answering -= 1;
    });
  });
}

/** The share of the time the event loop was busy, over the window that ended last. */
export function eventLoopBusyShare(): number {
  const now = performance.now();
  if (now - markedAt >= WINDOW_MS) {
    const current = performance.eventLoopUtilization();
    lastShare = performance.eventLoopUtilization(current, mark).utilization;
    mark = current;
    markedAt = now;
  }
  return lastShare;
}

export function busyAnswering(): boolean {
  return answering > 0 && eventLoopBusyShare() >= BUSY_SHARE;
}
