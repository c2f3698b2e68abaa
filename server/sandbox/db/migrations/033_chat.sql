-- The chat service (CBS3, area `chat`): the chats a member may open, each member's conversations
-- with the operator and their messages, and the chat window's launch tickets.

-- The kinds of chat the platform offers (CBS_modelList). A member's group may open a chat when its
-- club rank level is at least min_rank_level: the VIP host from level 5, as the site's customer
-- service picks the VIP channel when rankLevel is above 4 (docs/behaviour/areas.md, chat).
CREATE TABLE chat_models (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  chat_type TEXT NOT NULL CHECK (chat_type IN ('SERVICE', 'VIP')),
  min_rank_level INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO chat_models (id, name, chat_type, min_rank_level, sort) VALUES
  (1, 'Customer service', 'SERVICE', 0, 1),
  (2, 'VIP host', 'VIP', 5, 2);

-- One conversation per member and chat.
CREATE TABLE chat_conversations (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  model_id INTEGER NOT NULL REFERENCES chat_models (id),
  created_at INTEGER NOT NULL,
  UNIQUE (account_id, model_id)
);

-- sender MEMBER or OPERATOR; read_at: when the other side read it (the member reads the operator's).
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations (id),
  sender TEXT NOT NULL CHECK (sender IN ('MEMBER', 'OPERATOR')),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);

-- The chat window's address carries one of these: bound to the member's conversation until it expires.
CREATE TABLE chat_tickets (
  ticket TEXT PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations (id),
  expires_at INTEGER NOT NULL
);
