/** Texts the spec fixes, in one place for server and web. */
export const MSG = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Email format is invalid.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 6 characters.',
  passwordMax: 'Password may not be greater than 128 characters.',
  confirmPasswordRequired: 'Confirm password is required.',
  confirmPasswordMin: 'Confirm password must be at least 6 characters.',
  confirmPasswordMatch: 'Confirm password and password fields must match.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  nameRequired: 'Name is required.',
  phoneInvalid: 'Phone number format is invalid.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  countryRequired: 'Country is required.',
  countryUnknown: 'Please select a country from the list.',
  zipCodeRequired: 'Zipcode is required.',
  zipCodeMin: 'Zipcode must be at least 5 characters.',
  messageRequired: 'Message is required.',
  messageMin: 'Message must be at least 10 characters.',
  tooLong: (field: string, max: number) => `${field} may not be greater than ${max} characters.`,

  // toasts and screens
  welcomeBack: (firstName: string) => `Hey ${firstName}, Welcome Back!`,
  signedUp: 'You have signed up successfully! You will be receiving an email as well. Thank you!',
  signedOut: 'You have signed out!',
  unauthorized: 'Unauthorized Access! Please login again',
  forbidden: 'Forbidden! You are not allowed to access this resource.',
  generic: 'Your request could not be processed. Please try again.',
  tryAgain: 'Please Try Again!',
  notFoundPage: 'The page you are looking for was not found.',
  loginToCheckout: 'Please Login to proceed to checkout',
  loginToWishlist: 'Please login to wishlist a product',
  noAddresses: 'No addresses found.',
  noAddress: 'No address found.',
  noUsers: 'No users found.',
} as const;

/** Fallback toast titles per screen (storefront spec section 8). */
export const ERROR_TITLES = {
  login: 'Please try to login again!',
  signup: 'Please try to signup again!',
  forgot: 'Please try again!',
  reset: 'Please try to reset again!',
  merchantSignup: 'Please try to signup again!',
} as const;
