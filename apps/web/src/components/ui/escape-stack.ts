/**
 * Escape closes only the topmost open layer (issue 12): modals of the dialog stack, a page's own
 * modal, and popups (confirmations) all push their closer here in the order they opened, so a
 * confirmation over the member centre closes first and the centre stays. One document listener
 * serves them all.
 */
const escapeClosers: Array<() => void> = [];

function onEscape(event: KeyboardEvent) {
  // A control inside the dialog that used Escape itself (a dropdown) marks it handled; IME composition keeps its Escape.
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = escapeClosers.at(-1);
  if (!top) return;
  event.preventDefault();
  top();
}

/** Registers `close` as the new topmost layer; the returned function removes it again. */
export function pushEscapeCloser(close: () => void): () => void {
  escapeClosers.push(close);
  if (escapeClosers.length === 1) document.addEventListener('keydown', onEscape);
  return () => {
    const index = escapeClosers.lastIndexOf(close);
    if (index >= 0) escapeClosers.splice(index, 1);
    if (escapeClosers.length === 0) document.removeEventListener('keydown', onEscape);
  };
}
