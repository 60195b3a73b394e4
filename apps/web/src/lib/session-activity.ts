/** What counts as the user being there: pointer, keyboard and the tab coming back into view. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onActivity` on every activity event of the document (the session timers throttle it).
 * Returns the function that stops listening.
 */
export function listenForActivity(onActivity: () => void, target: Document = document): () => void {
  const onEvent = () => onActivity();
  const onVisibility = () => {
    if (target.visibilityState === 'visible') onActivity();
  };
  const options: AddEventListenerOptions = { capture: true, passive: true };
  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onEvent, options));
  target.addEventListener('visibilitychange', onVisibility);
  return () => {
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onEvent, options));
    target.removeEventListener('visibilitychange', onVisibility);
  };
}
