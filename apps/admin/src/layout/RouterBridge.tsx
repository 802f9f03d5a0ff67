import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigate } from '../providers/errorNavigation';

/** Lets the HTTP client (outside React) open the 403 and 500 pages through the router. */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((path) => navigate(path));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}
