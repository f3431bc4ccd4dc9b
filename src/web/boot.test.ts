import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * public/boot.js, as the page runs it: a tap on a button of the page before the app is ready
 * (<html data-ready>) is held, then played once the app is, in its order (decision 0051). The
 * "app" here listens on #root as React does, and, like React, draws what a click changed a
 * moment later (a microtask), not within the click.
 */
const BOOT = './public/boot.js';

interface App {
  /** What the app did, in order. */
  done: string[];
}

function drawPage(): App {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" data-size="M">M</button>
      <button type="button" data-size="L">L</button>
      <button type="button" id="add"><span>Add To Bag</span></button>
      <button type="button" id="more" data-tap="each">+</button>
      <form id="form"><button id="send">Send</button></form>
      <a id="link" href="#reviews">Reviews</a>
      <button type="button" id="gone">Gone</button>
    </div>
    <button type="button" id="outside">Outside</button>`;
  // The app sends the form itself.
  document.getElementById('form')!.addEventListener('submit', (event) => event.preventDefault());
  const app: App = { done: [] };
  let size: string | null = null;
  let quantity = 1;
  document.getElementById('root')!.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    const picked = button.dataset.size;
    if (picked) {
      app.done.push(`size ${picked}`);
      queueMicrotask(() => (size = picked));
    } else if (button.id === 'add') {
      app.done.push(size ? `add ${size} x${quantity}` : 'Please select a size.');
    } else if (button.id === 'more') {
      app.done.push(`quantity ${quantity + 1}`);
      queueMicrotask(() => (quantity += 1));
    } else {
      app.done.push(button.id);
    }
  });
  return app;
}

/** Clicks as a person does; answers whether the browser's own action was left to happen. */
function tap(selector: string): boolean {
  const element = document.querySelector(selector)!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  // On what is inside the button, when there is something (a label in a span).
  (element.firstElementChild ?? element).dispatchEvent(event);
  return !event.defaultPrevented;
}

async function appIsReady(app: App, expected: string[]): Promise<void> {
  document.documentElement.setAttribute('data-ready', '');
  await vi.waitFor(() => expect(app.done).toEqual(expected));
}

let app: App;
beforeEach(async () => {
  document.documentElement.removeAttribute('data-ready');
  app = drawPage();
  vi.resetModules();
  await import(/* @vite-ignore */ BOOT);
});
afterEach(async () => {
  // Every boot.js of a test plays what it holds and lets go of the page.
  document.documentElement.setAttribute('data-ready', '');
  await vi.waitFor(() => expect(document.querySelector('[data-held]')).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('a tap before the app is ready', () => {
  it('is held, shown busy, then played once, in order, each drawn before the next', async () => {
    tap('[data-size="M"]');
    tap('#more');
    tap('#add');
    expect(app.done).toEqual([]);
    const held = [...document.querySelectorAll('[data-held]')].map((button) => button.textContent);
    expect(held).toEqual(['M', 'Add To Bag', '+']);

    await appIsReady(app, ['size M', 'quantity 2', 'add M x2']);
    expect(document.querySelector('[data-held]')).toBeNull();
  });

  it('without a size, says so once', async () => {
    tap('#add');
    await appIsReady(app, ['Please select a size.']);
  });

  it('counts a button tapped twice in a row once, unless each tap is a step', async () => {
    tap('#add');
    tap('#add');
    tap('#more');
    tap('#more');
    tap('[data-size="L"]');
    tap('[data-size="L"]');
    tap('#add');
    await appIsReady(app, [
      'Please select a size.',
      'quantity 2',
      'quantity 3',
      'size L',
      'add L x3',
    ]);
  });

  it("keeps the browser's own action from happening before the app acts (a form's submit)", async () => {
    expect(tap('#send')).toBe(false);
    await appIsReady(app, ['send']);
  });

  it('lets links and what is outside the page through at once', async () => {
    expect(tap('#link')).toBe(true);
    expect(tap('#outside')).toBe(true);
    expect(document.querySelector('[data-held]')).toBeNull();
    await appIsReady(app, []);
  });

  it('is dropped when its button left the page before the app was ready', async () => {
    tap('#gone');
    tap('[data-size="M"]');
    document.getElementById('gone')!.remove();
    await appIsReady(app, ['size M']);
  });

  it('comes before a tap made while the held ones are played, and then taps reach the app directly', async () => {
    tap('[data-size="M"]');
    tap('[data-size="L"]');
    document.documentElement.setAttribute('data-ready', '');
    // Still playing: this tap waits its turn.
    tap('#add');
    await vi.waitFor(() => expect(app.done).toEqual(['size M', 'size L', 'add L x1']));

    expect(tap('#send')).toBe(true);
    expect(app.done.at(-1)).toBe('send');
  });
});
