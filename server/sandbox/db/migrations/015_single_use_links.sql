-- A reset link sets the new password once: the moment it is followed is kept, and a used link
-- is refused from then on.
ALTER TABLE password_resets ADD COLUMN used_at INTEGER;
-- A launch link plays in the browser that first opened it: the first exchange records a digest
-- of the secret it hands that browser in an HttpOnly cookie, and a later exchange must show it.
ALTER TABLE launch_tickets ADD COLUMN client_digest TEXT;
