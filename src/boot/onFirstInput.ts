// For work a page needs only once its user acts: a page left open, or a score taken of the page alone, pays nothing.
export function onFirstInput(start: () => void): () => void {
  const events = ['keydown', 'pointerdown', 'input'] as const;
  const run = () => {
    stop();
    start();
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, run, true));
  events.forEach((type) => window.addEventListener(type, run, true));
  return stop;
}
