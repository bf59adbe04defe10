import type { RouteDefinition } from '../http/route';
import { confirmEmailRoute } from './confirm-email.route';
import { changePasswordRoute, getCurrentUserRoute, logOutRoute, updateProfileRoute } from './current-user.routes';
import { forgotPasswordRoute } from './forgot-password.route';
import { logInRoute } from './log-in.route';
import { removeProfilePictureRoute, uploadProfilePictureRoute } from './profile-picture.routes';
import { registerUserRoute } from './register-user.route';
import { resetPasswordRoute } from './reset-password.route';
import { listPublicUniversitiesRoute, setUserStatusRoute } from './universities.routes';

export const accountRoutes: RouteDefinition[] = [
  registerUserRoute,
  logInRoute,
  getCurrentUserRoute,
  logOutRoute,
  changePasswordRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  updateProfileRoute,
  uploadProfilePictureRoute,
  removeProfilePictureRoute,
  listPublicUniversitiesRoute,
  setUserStatusRoute,
];
