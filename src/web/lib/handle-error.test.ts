import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { handleError } from './handle-error';
import { setNavigator } from './navigation';
import { session } from './session';
import { toastStore } from './toast';

function lastToast() {
  return toastStore.get().at(-1);
}

const visited: string[] = [];
setNavigator((to) => visited.push(to));

afterEach(() => {
  visited.length = 0;
});

describe('the shared error handler (storefront spec section 8)', () => {
  it('400: the title (or "Please Try Again!") and the server text', () => {
    handleError(
      new ApiError(400, 'That email address is already in use.'),
      'Please try to signup again!',
    );
    expect(lastToast()).toMatchObject({
      kind: 'error',
      title: 'Please try to signup again!',
      message: 'That email address is already in use.',
    });
    handleError(new ApiError(400, 'Zipcode is required.'));
    expect(lastToast()).toMatchObject({
      title: 'Please Try Again!',
      message: 'Zipcode is required.',
    });
  });

  it('401: signs out and goes to /login with the spec notice', () => {
    session.signIn('Bearer old');
    handleError(new ApiError(401, 'Your session has expired.'));
    expect(lastToast()?.message).toBe('Unauthorized Access! Please login again');
    expect(session.token()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(visited).toEqual(['/login']);
  });

  it('403: the forbidden notice', () => {
    handleError(new ApiError(403, 'You are not allowed to make this request.'));
    expect(lastToast()?.message).toBe('Forbidden! You are not allowed to access this resource.');
  });

  it('404: nothing is shown', () => {
    const before = toastStore.get().length;
    handleError(new ApiError(404, 'Cannot find Address with the id: x.'));
    expect(toastStore.get()).toHaveLength(before);
  });

  it('no response: the error own message; anything else: the generic text', () => {
    handleError(new ApiError(0, 'Network error. Please check your connection and try again.'));
    expect(lastToast()?.message).toBe('Network error. Please check your connection and try again.');
    handleError(new ApiError(500, 'boom'));
    expect(lastToast()?.message).toBe('Your request could not be processed. Please try again.');
  });
});
