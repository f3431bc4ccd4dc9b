type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};

/** The router registers itself here so code outside components can navigate. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
