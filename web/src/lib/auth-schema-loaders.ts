/**
 * The account forms' schemas from domain/auth-schemas.ts, each loaded (with
 * zod) at its form's first submit, not with the page.
 */
const schemas = () => import('@domain/auth-schemas.ts');

export const loadSignInSchema = async () => (await schemas()).signInSchema;
export const loadSignUpSchema = async () => (await schemas()).signUpSchema;
export const loadForgotPasswordSchema = async () => (await schemas()).forgotPasswordSchema;
export const loadResetPasswordSchema = async () => (await schemas()).resetPasswordSchema;
export const loadEmailCodeSchema = async () => (await schemas()).emailCodeSchema;
