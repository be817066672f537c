export { BackToSignIn } from './BackToSignIn';
export { PublicPage } from './PublicPage';
