import { TopBar } from './top-bar';

/**
 * What the first paint shows while the page's code is still on its way: the top bar in its
 * place, so it never moves when the page arrives.
 */
export function ShellFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <div aria-hidden="true" className="h-26 lg:h-16" />
    </div>
  );
}
