-- The bot check moved to the gateway (011): the platform keeps no proof-of-work setting.
ALTER TABLE system_state DROP COLUMN pow_difficulty;
