/**
 * Full page load, used where a client-side navigation is not enough (locale switch
 * re-fetches every locale-bound query). A module of its own so tests can replace it:
 * jsdom's window.location cannot be spied on.
 */
export function reloadTo(url: string): void {
  window.location.assign(url);
}
