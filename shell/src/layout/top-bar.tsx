import { Link } from 'react-router';
import { useInstanceName } from '../start-up/instance-name';

export function TopBar() {
  const name = useInstanceName();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        {name}
      </Link>
    </header>
  );
}
