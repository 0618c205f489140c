// User-facing texts of the sign-in screens (docs/product-guide.md#messages).
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const UNABLE_TO_RESET = 'Unable to reset password.';
export const PASSWORD_WAS_RESET = 'Your password was reset.';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const resetLinkSent = (email: string) => `A reset link was sent to ${email}`;
