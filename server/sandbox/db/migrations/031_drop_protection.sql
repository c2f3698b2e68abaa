-- Player protection moved to the gateway's edge store (server/gateway/edge/protection): a platform
-- keeps none, so the sandbox, standing in for one, drops the tables of migration 030.
DROP TABLE protection_events;
DROP TABLE protection_restrictions;
DROP TABLE protection_settings;
DROP TABLE protection_limits;
