/** Save / unsave an internship from any screen; a failure shows as a toast (spec 1 §4). */
import { showToast } from '../../../components/toasts';
import { useToggleBookmark } from '../api/toggle-bookmark';

export function useSaveToggle() {
  const bookmarks = useToggleBookmark();
  const toggle = async (id: string) => {
    const problem = await bookmarks.toggle(id);
    if (problem) showToast({ tone: 'danger', title: problem });
  };
  return { toggle: (id: string) => void toggle(id), isBusy: bookmarks.isBusy };
}
