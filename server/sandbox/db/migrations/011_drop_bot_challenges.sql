-- The bot check moved to the gateway, which keeps its challenges in its throttle store (memory or
-- Redis, shared by replicas); the platform has no bot check, so the sandbox keeps no challenges.
DROP TABLE IF EXISTS pow_challenges;
