-- The change log that keeps cached room lists right (apps/api/src/common/list/list-cache.ts).
-- Triggers write one row per statement and building whose room list may have changed (building_id
-- NULL: any building) with the writing transaction's id. A cached answer keeps the snapshot(s) its
-- statements read; it is still right while no row of its building (or NULL) has an id that its
-- snapshot does not see. Rows are marked settled once seen committed and deleted 10 minutes later;
-- cached answers live at most 5 minutes, so a row is never deleted while an answer it concerns lives.
CREATE TABLE "list_change" (
    "id" BIGSERIAL NOT NULL,
    "building_id" INTEGER,
    "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "list_change_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "list_change_building_id_xid_idx" ON "list_change"("building_id", "xid");

-- Written by hand (Prisma does not model triggers). What a room list shows: room, its building and
-- block names, status and currency names, buyer and lead names (and search keys), the photo's path,
-- and the room's sales. Statement-level triggers on the tables written in bulk (room, sale); row
-- triggers with WHEN on the names, which change one at a time.
CREATE FUNCTION list_change_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO list_change (building_id) SELECT building_id FROM changed UNION SELECT building_id FROM changed_before;
  ELSE
    INSERT INTO list_change (building_id) SELECT DISTINCT building_id FROM changed;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER room_list_change_ins AFTER INSERT ON "room"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_change_room();
CREATE TRIGGER room_list_change_upd AFTER UPDATE ON "room"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_change_room();
CREATE TRIGGER room_list_change_del AFTER DELETE ON "room"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_change_room();

CREATE FUNCTION list_change_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO list_change (building_id)
    SELECT r.building_id FROM changed s JOIN room r ON r.id = s.room_id
    UNION SELECT r.building_id FROM changed_before s JOIN room r ON r.id = s.room_id;
  ELSE
    INSERT INTO list_change (building_id) SELECT DISTINCT r.building_id FROM changed s JOIN room r ON r.id = s.room_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sale_list_change_ins AFTER INSERT ON "sale"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_change_sale();
CREATE TRIGGER sale_list_change_upd AFTER UPDATE ON "sale"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_change_sale();
CREATE TRIGGER sale_list_change_del AFTER DELETE ON "sale"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION list_change_sale();

-- A name shown in (or searched by) many buildings' lists: every building.
CREATE FUNCTION list_change_any() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_change (building_id) VALUES (NULL);
  RETURN NULL;
END
$$;

CREATE TRIGGER client_list_change AFTER UPDATE ON "client" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.search_key IS DISTINCT FROM NEW.search_key)
  EXECUTE FUNCTION list_change_any();
CREATE TRIGGER lid_list_change AFTER UPDATE ON "lid" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.search_key IS DISTINCT FROM NEW.search_key)
  EXECUTE FUNCTION list_change_any();
CREATE TRIGGER document_list_change AFTER UPDATE ON "document" FOR EACH ROW
  WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION list_change_any();
CREATE TRIGGER room_status_list_change AFTER UPDATE OR DELETE ON "room_status" FOR EACH STATEMENT EXECUTE FUNCTION list_change_any();
CREATE TRIGGER currency_list_change AFTER UPDATE OR DELETE ON "currency" FOR EACH STATEMENT EXECUTE FUNCTION list_change_any();
CREATE TRIGGER room_list_change_truncate AFTER TRUNCATE ON "room" FOR EACH STATEMENT EXECUTE FUNCTION list_change_any();
CREATE TRIGGER sale_list_change_truncate AFTER TRUNCATE ON "sale" FOR EACH STATEMENT EXECUTE FUNCTION list_change_any();
CREATE TRIGGER client_list_change_truncate AFTER TRUNCATE ON "client" FOR EACH STATEMENT EXECUTE FUNCTION list_change_any();
CREATE TRIGGER lid_list_change_truncate AFTER TRUNCATE ON "lid" FOR EACH STATEMENT EXECUTE FUNCTION list_change_any();

-- A building's or block's name: that building.
CREATE FUNCTION list_change_building() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_change (building_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;
CREATE FUNCTION list_change_building_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_change (building_id) VALUES (OLD.building_id), (NEW.building_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER building_list_change AFTER UPDATE ON "building" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION list_change_building();
CREATE TRIGGER building_block_list_change AFTER UPDATE ON "building_block" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.building_id IS DISTINCT FROM NEW.building_id) EXECUTE FUNCTION list_change_building_block();
