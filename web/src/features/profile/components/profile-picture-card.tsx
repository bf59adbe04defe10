/**
 * The profile picture (spec 1 §2.18): the current picture (or the initials), a file picker with the hint 'JPG, PNG or
 * GIF. Max size 5MB' (or the lower limit an admin set), Upload and Remove. The picker checks the type and size first; the server checks the content and
 * its messages (413, 415) show on the field. A new picture shows at once in every avatar: the answer's user replaces
 * the session's.
 */
import { useState } from 'react';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { Banner } from '../../../components/alerts';
import { Avatar } from '../../../components/avatar';
import { FileField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { displayName } from '../../../lib/user-display';
import { removeProfilePicture } from '../api/remove-profile-picture';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { useUploadLimitMb } from '../../../lib/public-settings';
import { PICTURE_ACCEPT, pictureHint, pictureProblem } from './picture-rules';

type Status = { tone: 'success' | 'danger'; text: string } | null;

export function ProfilePictureCard({ user, onStalePicture }: { user: User; onStalePicture?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  // A new key empties the native file input after an upload.
  const [pickerKey, setPickerKey] = useState(0);
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const name = displayName(user);
  const limitMb = useUploadLimitMb('profilePicture');

  const choose = (chosen: File | null) => {
    setStatus(null);
    const problem = chosen ? pictureProblem(chosen, limitMb) : null;
    setFile(problem ? null : chosen);
    setFileError(problem ?? undefined);
  };

  const upload = async () => {
    if (!file || busy) return;
    setBusy('uploading');
    setStatus(null);
    try {
      const { message } = await uploadProfilePicture(file);
      setFile(null);
      setPickerKey((key) => key + 1);
      setStatus({ tone: 'success', text: message ?? 'Profile picture updated successfully' });
    } catch (error) {
      const text = errorMessage(error, 'Failed to upload the picture');
      if (error instanceof ApiError && (error.status === 413 || error.status === 415 || error.status === 400)) {
        setFileError(error.errors[0]?.message ?? text);
      } else {
        setStatus({ tone: 'danger', text });
      }
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy('removing');
    setStatus(null);
    try {
      const { message } = await removeProfilePicture();
      setStatus({ tone: 'success', text: message ?? 'Profile picture removed' });
    } catch (error) {
      setStatus({ tone: 'danger', text: errorMessage(error, 'Failed to remove the picture') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card profile-picture" aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title" className="card__title">
        Profile Picture
      </h2>
      <div className="profile-picture__body">
        <Avatar
          size="large"
          name={name}
          src={user.profilePicture}
          alt={user.profilePicture ? 'Your profile picture' : undefined}
          onImageError={onStalePicture}
        />
        <div className="profile-picture__controls">
          <FileField
            key={pickerKey}
            id="profile-picture-file"
            name="profilePicture"
            label={user.profilePicture ? 'Choose a new picture' : 'Choose a picture'}
            hint={pictureHint(limitMb)}
            accept={PICTURE_ACCEPT}
            file={file}
            error={fileError}
            disabled={busy !== null}
            onChange={choose}
          />
          <div className="profile-picture__actions cluster">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void upload()}
              disabled={!file || busy !== null}
            >
              {busy === 'uploading' ? 'Uploading…' : 'Upload Picture'}
            </button>
            {user.profilePicture ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void remove()}
                disabled={busy !== null}
              >
                {busy === 'removing' ? 'Removing…' : 'Remove Picture'}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <div aria-live="polite">
        {status ? (
          <Banner tone={status.tone} live={false}>
            {status.text}
          </Banner>
        ) : null}
      </div>
    </section>
  );
}
