import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/<path> re-mounts <path>: used to refresh the current view. */
export default function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${params['*'] ?? ''}${location.search}`, { replace: true });
  }, [navigate, params, location.search]);
  return null;
}
