export { NewPasswordFields } from './NewPasswordFields';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PasswordRules, passwordProblem } from './PasswordRules';
export { useNewPassword } from './useNewPassword';
export { usePasswordRefusal } from './usePasswordRefusal';
