import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '@/lib/api-client';
import { followUniversity, isFollowing, unfollowUniversity, useFollows } from '@/lib/api/follows';
import { paths } from '@/lib/paths';
import { useLoginStatus } from '@/lib/use-login-status';
import { useToasts } from './toasts';

export const FOLLOW_TEXTS = {
  follow: 'تابع الجامعة',
  following: 'إلغاء المتابعة',
  signIn: 'سجّل الدخول لمتابعة الجامعة',
  followed: 'تمت المتابعة: ستصلك رسالة عند تغيّر حالة التقديم وقبل آخر موعد بأسبوع وبيوم.',
  unfollowed: 'تم إلغاء متابعة الجامعة.',
  failed: 'تعذّر حفظ المتابعة، يرجى المحاولة مرة أخرى',
} as const;

/**
 * Follow or unfollow a university (admission alerts by mail, issue 25). A visitor gets a link to
 * sign in (or nothing, `signInLink={false}`); staff accounts see nothing (they have no account page). The state comes from the one
 * follows list of the session (lib/api/follows.ts), so every button on a page agrees.
 */
export function FollowButton({
  code,
  name,
  className = '',
  signInLink = true,
}: {
  code: string;
  name?: string;
  className?: string;
  /** A visitor sees a sign-in link (true) or nothing (false: lists with a button per row). */
  signInLink?: boolean;
}) {
  const login = useLoginStatus();
  const { data, mutate, isLoading } = useFollows(login.loggedIn && !login.isAdmin);
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  if (login.isAdmin || !code) return null;
  if (!login.loggedIn)
    return !signInLink ? null : (
      <Link className={`button button--ghost button--small follow-button ${className}`} to={paths.login}>
        {FOLLOW_TEXTS.signIn}
      </Link>
    );
  const following = isFollowing(data, code);
  const toggle = async () => {
    setBusy(true);
    try {
      if (following) await unfollowUniversity(code);
      else await followUniversity(code);
      await mutate();
      show('success', following ? FOLLOW_TEXTS.unfollowed : FOLLOW_TEXTS.followed);
    } catch (error) {
      show('error', serverMessage(error, FOLLOW_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`button ${following ? 'button--ghost' : 'button--primary'} button--small follow-button ${className}`}
      aria-label={name ? `${following ? 'إلغاء متابعة' : 'متابعة'} ${name}` : undefined}
      disabled={busy || isLoading}
      onClick={() => void toggle()}
    >
      {following ? FOLLOW_TEXTS.following : FOLLOW_TEXTS.follow}
    </button>
  );
}
