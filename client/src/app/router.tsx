import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Shell } from './Shell';
import { AccessGuard } from './AccessGuard';
import { NotFoundPage, pageRoutes } from './routes';

/** The route tree inside a router; split out so tests mount it in a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route element={<AccessGuard />}>
          {pageRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
