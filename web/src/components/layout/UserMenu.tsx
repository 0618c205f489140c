import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { selectCurrentUser, signedOut } from '../../state/session.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { Menu } from '../ui/index.ts';

/** The signed-in user's first name opening a menu with Sign Out; a Sign In link otherwise. */
export function UserMenu() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link className="top-bar__link" to={paths.signIn.getHref()}>
        Sign In
      </Link>
    );
  }
  return (
    <Menu
      trigger={<span className="user-menu__name">{user.first}</span>}
      items={[
        {
          label: 'Sign Out',
          onSelect: () => {
            dispatch(signedOut());
            // One synchronous render for both changes, so no screen sees the signed-out user on its old page.
            navigate(paths.home.getHref(), { flushSync: true });
          },
        },
      ]}
    />
  );
}
