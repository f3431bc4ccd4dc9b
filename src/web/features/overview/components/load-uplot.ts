const STYLE_ID = 'uplot-styles';

/**
 * uPlot and its styles, fetched when the overview first draws its chart (decision 0043). The
 * styles come as text and go into a style element of their own: the app's one stylesheet (built
 * for the storefront's first load) never holds them.
 */
export async function loadUPlot() {
  const [{ default: Plot }, { default: styles }] = await Promise.all([
    import('uplot'),
    import('uplot/dist/uPlot.min.css?inline'),
  ]);
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = styles;
    document.head.append(style);
  }
  return Plot;
}
