-- A support message the platform refused for good to deliver (the person blocks the bot, closed their direct
-- messages, left) is recorded as `undeliverable`, still without text: the event is not tried again, and the
-- attempt does not count towards the person's daily cap, since nothing reached them.

ALTER TABLE connector.support_messages
  ADD COLUMN outcome text NOT NULL DEFAULT 'sent' CHECK (outcome IN ('sent', 'undeliverable'));
