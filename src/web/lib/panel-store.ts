import { createStore, useStore } from './create-store';

export type Panel = 'none' | 'menu' | 'cart' | 'search';

/** Which overlay is open. One at a time: opening the menu closes the cart drawer and back. */
export const panelStore = createStore<Panel>('none');

export const panels = {
  open: (panel: Exclude<Panel, 'none'>) => panelStore.set(panel),
  toggle: (panel: Exclude<Panel, 'none'>) =>
    panelStore.set((current) => (current === panel ? 'none' : panel)),
  close: () => panelStore.set('none'),
};

export function useOpenPanel(): Panel {
  return useStore(panelStore);
}
