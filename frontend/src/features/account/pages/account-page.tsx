import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_PAGE_MESSAGES, accountErrorMessage, labelOf, STUDENT_TYPE_LABELS } from '@dalil/domain/rules';
import { DEFAULT_USER_LOGO } from '@dalil/domain/validation';
import { AsyncSection } from '@/components/async-section';
import { PasswordRecoveryDialog } from '@/components/password-recovery-dialog';
import { useToasts } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { browserStorage, endSession, getSession, isAdmin, isRememberedSession, replaceToken } from '@/lib/session';
import { deleteUser, signInAgain, updateUser, useOwnUser, type ProfileBody } from '../api/account';
import { ChangePasswordDialog, DeleteAccountDialog } from '../components/password-dialogs';
import { ProfileForm } from '../components/profile-form';
import { ProfileView, userTypeLabel } from '../components/profile-view';
import { DesiresSection } from '../components/desires-section';
import { FollowedUniversities } from '../components/followed-universities';
import '../account.css';

type Dialog = null | 'password' | 'forgot' | 'delete';

/** How long the deletion notice stays before the page moves on to /Login. */
const AFTER_DELETE_MS = 1500;

function Avatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="profile__photo"
      src={!src || failed ? DEFAULT_USER_LOGO : src}
      alt="الصورة الشخصية"
      onError={() => setFailed(true)}
    />
  );
}

export function AccountPage() {
  const navigate = useNavigate();
  const staff = isAdmin(getSession().userType);
  const { data: user, error, isLoading, mutate } = useOwnUser(!staff);
  const { show: notify } = useToasts();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  usePageMeta({ title: 'حسابي', description: 'الملف الشخصي وإعدادات الحساب على دليل.', path: paths.account });

  const logout = useCallback(() => {
    endSession();
    navigate(paths.login);
  }, [navigate]);

  // Spec 2 §6: Admin and SuperAdmin have their own screens.
  useEffect(() => {
    if (staff) navigate(paths.admin, { replace: true });
  }, [staff, navigate]);

  // Spec 2 §4: a 401 on the user read logs out.
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) logout();
  }, [error, logout]);

  /** Rejects when refused (after its toast): the form keeps what was typed and marks the fields named. */
  const save = async (body: ProfileBody) => {
    if (!user) return;
    try {
      const answer = await updateUser(user._id, body);
      await mutate(answer?.user ?? { ...user, ...body }, { revalidate: true });
      notify('success', ACCOUNT_PAGE_MESSAGES.saved);
      setEditing(false);
    } catch (e) {
      const { message, logout: out } = accountErrorMessage('save', e instanceof ApiError ? e.status : 0);
      notify('error', message);
      if (out) logout();
      throw e;
    }
  };

  const remove = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      await deleteUser(user._id);
      setDialog(null);
      notify('success', ACCOUNT_PAGE_MESSAGES.deleted);
      // Spec 2 §8: success clears storage and goes to /Login.
      browserStorage().clear();
      endSession();
      window.setTimeout(() => navigate(paths.login, { replace: true }), AFTER_DELETE_MS);
    } catch (e) {
      setDeleting(false);
      const { message, logout: out } = accountErrorMessage('delete', e instanceof ApiError ? e.status : 0);
      notify('error', message);
      if (out) logout();
    }
  };

  if (staff) return null;

  let content = null;
  if (!user) {
    content = (
      <div className="async-state async-state--error" role="alert">
        <p>{ACCOUNT_PAGE_MESSAGES.userMissing}</p>
        <button type="button" className="button button--ghost" onClick={logout}>
          تسجيل الخروج
        </button>
      </div>
    );
  } else {
    const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
    const isStudent = user.user_type === 'student';
    content = (
      <div className="profile card-surface">
        <header className="profile__header">
          <Avatar src={user.logo_url} />
          <div>
            <h2 className="profile__name">{name || 'مستخدم دليل'}</h2>
            <p className="profile__type">
              {isStudent ? labelOf(STUDENT_TYPE_LABELS, user.student_type) || 'طالب' : userTypeLabel(user.user_type)}
            </p>
          </div>
        </header>

        {editing ? (
          <ProfileForm user={user} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <ProfileView user={user} />
            <div className="button-row profile__actions">
              <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
                تعديل البيانات
              </button>
              <button type="button" className="button button--ghost" onClick={() => setDialog('password')}>
                تغيير كلمة المرور
              </button>
              <button type="button" className="button button--ghost" onClick={() => setDialog('forgot')}>
                نسيت كلمة المرور
              </button>
              <button type="button" className="button button--ghost" onClick={logout}>
                تسجيل الخروج
              </button>
              <button type="button" className="button button--danger-outline" onClick={() => setDialog('delete')}>
                حذف الحساب
              </button>
            </div>
          </>
        )}

        {dialog === 'password' && <ChangePasswordDialog userId={user._id} onClose={closeDialog} notify={notify} />}
        {dialog === 'forgot' && (
          <PasswordRecoveryDialog
            place="account"
            initialEmail={user.email ?? ''}
            onClose={closeDialog}
            onDone={async ({ email, password }) => {
              // Resetting one's own password ends every token, this page's too: sign in again with it.
              if (email === (user.email ?? '').trim().toLowerCase()) {
                const renewed = await signInAgain(email, password, isRememberedSession(getSession())).catch(() => null);
                if (renewed?.token) replaceToken(renewed.token);
              }
              closeDialog();
            }}
          />
        )}
        {dialog === 'delete' && (
          <DeleteAccountDialog onConfirm={() => void remove()} onClose={closeDialog} busy={deleting} />
        )}
      </div>
    );
  }

  return (
    <section className="container container--narrow page account" aria-labelledby="account-title">
      <h1 id="account-title">حسابي</h1>
      <AsyncSection
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        loadingText="جارٍ تحميل بيانات الحساب..."
        errorText={error instanceof ApiError ? error.message : 'حدث خطأ أثناء تحميل بيانات الحساب'}
      >
        {content}
      </AsyncSection>
      <DesiresSection />
      {user && <FollowedUniversities />}
    </section>
  );
}
