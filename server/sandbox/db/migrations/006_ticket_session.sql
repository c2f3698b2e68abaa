-- A launch link opened again (the game frame reloaded) continues the play session it started.
ALTER TABLE launch_tickets ADD COLUMN play_token TEXT;
