// For stories: a layer that comes in over the page (a dialog and its backdrop, a menu) is tested once it has arrived.
import { expect, waitFor } from 'storybook/test';

/**
 * Resolves once `element` and the layer around it (its parent: a dialog's backdrop) have finished coming in and it
 * shows. Mid-fade it is still transparent, which `toBeVisible` counts as hidden. A spinner's endless turn is not
 * waited for. On a busy machine the entrance may not have begun when the animations are first asked for, and
 * Chromium has been seen to report a dialog at opacity 0 just after its entrance finished; hence the wait until it
 * shows.
 */
export async function layerShown<T extends Element>(element: T): Promise<T> {
  const layer = element.parentElement ?? element;
  const entrance = layer.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(entrance.map((animation) => animation.finished));
  await waitFor(() => expect(element).toBeVisible());
  return element;
}
