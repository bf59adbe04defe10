/** /{role}/profile for every role (spec 1 §2.18): a picture that fails to load (its signed URL expired) reloads the user. */
import { refreshCurrentUser } from '../../features/auth/api/get-current-user';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

export function ProfileRoute() {
  return <ProfileScreen onStalePicture={() => void refreshCurrentUser()} />;
}
