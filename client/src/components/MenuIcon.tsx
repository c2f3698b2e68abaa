/** Small line icons for the menus; decorative (the entry's text names it). */
const Paths: Readonly<Record<string, string>> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  hot: 'M12 2c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-4-1-6 1-9z',
  favorite: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  RNG: 'M4 5h16v14H4zM8 9v6M12 9v6M16 9v6',
  LIVE: 'M4 6h16v10H4zM9 20h6M12 16v4',
  FISH: 'M3 12c4-6 10-6 14 0-4 6-10 6-14 0zm14 0 4-3v6z',
  PVP: 'M6 4l12 12M18 4 6 16M4 18l2 2M20 18l-2 2',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 4 3-1.5 4.5h-5L8 10z',
  ESPORTS: 'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3',
  ELOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h.01M15 9h.01M12 15h.01',
  LOTT: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3zM17 18c0 2-2 3-5 3',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6',
  reward: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 22l5-3 5 3-1.5-8',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
};

export function MenuIcon({ name }: { name: string }) {
  const d = Paths[name] ?? Paths.RNG;
  return (
    <svg className="menu-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
